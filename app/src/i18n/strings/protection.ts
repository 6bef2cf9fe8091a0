/**
 * Player protection beyond the limits (issue 17): the reality check (its setting on the limits page
 * and its popup) and the safer-gambling page (t('protection.…')). The limits' own strings are
 * wallet.limits. Help organisations are real ones with their public websites, per language.
 */

const es = {
  realityCheck: {
    settingTitle: 'Control de realidad',
    settingIntro:
      'Cada cierto tiempo desde que inicias sesión te mostramos cuánto tiempo llevas conectado, cuánto has apostado y tu resultado neto, también mientras juegas.',
    interval: 'Mostrar el control de realidad',
    intervals: {
      '0': 'Nunca (desactivado)',
      '15': 'Cada 15 minutos',
      '30': 'Cada 30 minutos',
      '60': 'Cada 60 minutos',
    },
    save: 'Guardar el control de realidad',
    saved: 'Guardado: {{interval}}.',
    failed: 'No se guardó el control de realidad',
    title: 'Control de realidad',
    intro: 'Un momento para ver cómo va tu sesión.',
    elapsed: 'Tiempo desde el inicio de sesión',
    wagered: 'Apostado desde el inicio de sesión',
    netResult: 'Resultado neto desde el inicio de sesión',
    loginAt: 'Sesión iniciada el {{time}}.',
    hoursMinutes: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min',
    continue: 'Seguir jugando',
    bettingRecord: 'Ver el historial de apuestas',
    logout: 'Cerrar sesión',
  },
  safer: {
    title: 'Juego más seguro',
    intro:
      'El juego debe ser un entretenimiento. Si deja de serlo, aquí tienes ayuda, una breve autoevaluación y las herramientas de tu cuenta para controlar cuánto juegas.',
    memberLink: 'Juego más seguro: ayuda y autoevaluación',
    helpTitle: 'Dónde pedir ayuda',
    helpIntro: 'Organizaciones que ayudan de forma gratuita y confidencial:',
    visit: 'Visitar {{name}} (se abre en otra pestaña)',
    /** Three per language, each its own name, its public website and what it offers. */
    organisations: {
      first: {
        name: 'Jugadores Anónimos (Gamblers Anonymous)',
        url: 'https://www.gamblersanonymous.org',
        about: 'Grupos de ayuda mutua para personas con problemas con el juego, en muchos países.',
      },
      second: {
        name: 'FEJAR (Federación Española de Jugadores de Azar Rehabilitados)',
        url: 'https://www.fejar.org',
        about: 'Asociaciones de toda España que atienden a personas con problemas de juego y a sus familias.',
      },
      third: {
        name: 'GamCare',
        url: 'https://www.gamcare.org.uk',
        about: 'Información, consejo y apoyo en línea (en inglés).',
      },
    },
    assessmentTitle: 'Autoevaluación',
    assessmentIntro:
      'Marca lo que te haya pasado en los últimos 12 meses. Tus respuestas se quedan en esta página: no se envían ni se guardan.',
    questionsLegend: 'En los últimos 12 meses…',
    questions: {
      afford: '…he apostado más de lo que podía permitirme perder.',
      more: '…he necesitado apostar más dinero para sentir la misma emoción.',
      chase: '…he vuelto otro día para intentar recuperar lo que había perdido.',
      borrow: '…he pedido dinero prestado o vendido algo para poder jugar.',
      guilt: '…me he sentido culpable por cómo juego o por lo que pasa cuando juego.',
    },
    check: 'Ver mi resultado',
    again: 'Empezar de nuevo',
    resultTitle: 'Tu resultado',
    resultCount: 'Has marcado {{count}} de {{total}}.',
    results: {
      low: 'Por lo que respondes, el juego no parece causarte problemas. Los límites y el control de realidad te ayudan a que siga así.',
      some: 'Algunas respuestas muestran señales de riesgo. Te recomendamos poner límites y activar el control de realidad.',
      high: 'Tus respuestas muestran varias señales de un juego problemático. Habla con una de las organizaciones de arriba y plantéate tomarte un descanso.',
    },
    notDiagnosis: 'Esta autoevaluación no es un diagnóstico.',
    toolsTitle: 'Herramientas de tu cuenta',
    tools: {
      limits: 'Límites de depósito y de pérdidas',
      limitsText: 'Limita cuánto depositas o pierdes por día, semana o mes.',
      realityCheck: 'Control de realidad',
      realityCheckText: 'Un aviso periódico con tu tiempo de juego, lo apostado y tu resultado.',
      takeABreak: 'Pausa y autoexclusión',
      takeABreakText: 'Deja de jugar durante un tiempo, de 24 horas a varios años.',
      security: 'Seguridad de la cuenta',
      securityText: 'Tu contraseña y la protección de tu cuenta.',
    },
    toolsGuest: 'Las herramientas se usan con la sesión iniciada.',
  },
};

type Strings = typeof es;

const en: Strings = {
  realityCheck: {
    settingTitle: 'Reality check',
    settingIntro:
      'At the interval you choose after you log in, we show you how long you have been logged in, how much you have wagered and your net result, also while you play.',
    interval: 'Show the reality check',
    intervals: {
      '0': 'Never (off)',
      '15': 'Every 15 minutes',
      '30': 'Every 30 minutes',
      '60': 'Every 60 minutes',
    },
    save: 'Save the reality check',
    saved: 'Saved: {{interval}}.',
    failed: 'The reality check was not saved',
    title: 'Reality check',
    intro: 'A moment to see how your session is going.',
    elapsed: 'Time since you logged in',
    wagered: 'Wagered since you logged in',
    netResult: 'Net result since you logged in',
    loginAt: 'Logged in on {{time}}.',
    hoursMinutes: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min',
    continue: 'Keep playing',
    bettingRecord: 'View betting record',
    logout: 'Log out',
  },
  safer: {
    title: 'Safer gambling',
    intro:
      'Gambling should be entertainment. If it stops being fun, here is help, a short self-assessment and the tools of your account to keep your play in check.',
    memberLink: 'Safer gambling: help and self-assessment',
    helpTitle: 'Where to get help',
    helpIntro: 'Organisations that help for free and in confidence:',
    visit: 'Visit {{name}} (opens in a new tab)',
    /** Three per language, each its own name, its public website and what it offers. */
    organisations: {
      first: {
        name: 'GamCare',
        url: 'https://www.gamcare.org.uk',
        about: 'Information, advice and support for anyone affected by gambling, online and by chat.',
      },
      second: {
        name: 'BeGambleAware',
        url: 'https://www.begambleaware.org',
        about: 'Free, confidential advice and tools to help you keep gambling safer.',
      },
      third: {
        name: 'Gamblers Anonymous',
        url: 'https://www.gamblersanonymous.org',
        about: 'Self-help groups for people with a gambling problem, in many countries.',
      },
    },
    assessmentTitle: 'Self-assessment',
    assessmentIntro:
      'Tick what has happened to you in the last 12 months. Your answers stay on this page: they are never sent or stored.',
    questionsLegend: 'In the last 12 months…',
    questions: {
      afford: '…I have bet more than I could really afford to lose.',
      more: '…I have needed to gamble with larger amounts of money to get the same excitement.',
      chase: '…I have gone back another day to try to win back money I lost.',
      borrow: '…I have borrowed money or sold something to get money to gamble.',
      guilt: '…I have felt guilty about the way I gamble or what happens when I gamble.',
    },
    check: 'See my result',
    again: 'Start again',
    resultTitle: 'Your result',
    resultCount: 'You ticked {{count}} of {{total}}.',
    results: {
      low: 'From your answers, gambling does not seem to cause you problems. Limits and the reality check help keep it that way.',
      some: 'Some answers show signs of risk. We suggest setting limits and turning on the reality check.',
      high: 'Your answers show several signs of problem gambling. Talk to one of the organisations above and consider taking a break.',
    },
    notDiagnosis: 'This self-assessment is not a diagnosis.',
    toolsTitle: 'The tools of your account',
    tools: {
      limits: 'Deposit and loss limits',
      limitsText: 'Limit how much you deposit or lose per day, week or month.',
      realityCheck: 'Reality check',
      realityCheckText: 'A regular reminder of your time played, your stakes and your result.',
      takeABreak: 'Time-out and self-exclusion',
      takeABreakText: 'Stop playing for a while, from 24 hours to several years.',
      security: 'Account security',
      securityText: 'Your password and the protection of your account.',
    },
    toolsGuest: 'The tools are used while logged in.',
  },
};

const th: Strings = {
  realityCheck: {
    settingTitle: 'การเตือนสติ',
    settingIntro: 'ตามช่วงเวลาที่คุณเลือกหลังเข้าสู่ระบบ เราจะแสดงเวลาที่คุณอยู่ในระบบ ยอดเดิมพัน และผลได้เสียสุทธิ รวมถึงขณะที่คุณเล่นเกม',
    interval: 'แสดงการเตือนสติ',
    intervals: {
      '0': 'ไม่แสดง (ปิด)',
      '15': 'ทุก 15 นาที',
      '30': 'ทุก 30 นาที',
      '60': 'ทุก 60 นาที',
    },
    save: 'บันทึกการเตือนสติ',
    saved: 'บันทึกแล้ว: {{interval}}',
    failed: 'ไม่ได้บันทึกการเตือนสติ',
    title: 'การเตือนสติ',
    intro: 'ใช้เวลาสักครู่เพื่อดูว่าเซสชันของคุณเป็นอย่างไร',
    elapsed: 'เวลาตั้งแต่เข้าสู่ระบบ',
    wagered: 'ยอดเดิมพันตั้งแต่เข้าสู่ระบบ',
    netResult: 'ผลได้เสียสุทธิตั้งแต่เข้าสู่ระบบ',
    loginAt: 'เข้าสู่ระบบเมื่อ {{time}}',
    hoursMinutes: '{{hours}} ชม. {{minutes}} นาที',
    minutes: '{{minutes}} นาที',
    continue: 'เล่นต่อ',
    bettingRecord: 'ดูประวัติการเดิมพัน',
    logout: 'ออกจากระบบ',
  },
  safer: {
    title: 'การเล่นอย่างปลอดภัย',
    intro: 'การพนันควรเป็นความบันเทิง หากไม่สนุกอีกต่อไป ที่นี่มีแหล่งช่วยเหลือ แบบประเมินตนเองสั้น ๆ และเครื่องมือในบัญชีของคุณเพื่อควบคุมการเล่น',
    memberLink: 'การเล่นอย่างปลอดภัย: ความช่วยเหลือและแบบประเมินตนเอง',
    helpTitle: 'ขอความช่วยเหลือได้ที่ไหน',
    helpIntro: 'องค์กรที่ให้ความช่วยเหลือโดยไม่เสียค่าใช้จ่ายและเป็นความลับ:',
    visit: 'ไปที่ {{name}} (เปิดในแท็บใหม่)',
    /** Three per language, each its own name, its public website and what it offers. */
    organisations: {
      first: {
        name: 'กรมสุขภาพจิต (สายด่วนสุขภาพจิต 1323)',
        url: 'https://www.dmh.go.th',
        about: 'ให้คำปรึกษาด้านสุขภาพจิต รวมถึงปัญหาจากการพนัน',
      },
      second: {
        name: 'Gamblers Anonymous',
        url: 'https://www.gamblersanonymous.org',
        about: 'กลุ่มช่วยเหลือกันเองสำหรับผู้มีปัญหาการพนันในหลายประเทศ (ภาษาอังกฤษ)',
      },
      third: {
        name: 'GamCare',
        url: 'https://www.gamcare.org.uk',
        about: 'ข้อมูล คำแนะนำ และการสนับสนุนออนไลน์ (ภาษาอังกฤษ)',
      },
    },
    assessmentTitle: 'แบบประเมินตนเอง',
    assessmentIntro: 'เลือกสิ่งที่เกิดขึ้นกับคุณในช่วง 12 เดือนที่ผ่านมา คำตอบของคุณอยู่ในหน้านี้เท่านั้น ไม่มีการส่งหรือบันทึก',
    questionsLegend: 'ในช่วง 12 เดือนที่ผ่านมา…',
    questions: {
      afford: '…ฉันเดิมพันมากกว่าที่ฉันจะเสียได้',
      more: '…ฉันต้องเดิมพันด้วยเงินที่มากขึ้นเพื่อให้รู้สึกตื่นเต้นเท่าเดิม',
      chase: '…ฉันกลับมาเล่นอีกวันเพื่อพยายามเอาเงินที่เสียไปคืน',
      borrow: '…ฉันยืมเงินหรือขายของเพื่อนำเงินมาเล่นการพนัน',
      guilt: '…ฉันรู้สึกผิดกับวิธีที่ฉันเล่นหรือสิ่งที่เกิดขึ้นเมื่อฉันเล่น',
    },
    check: 'ดูผลของฉัน',
    again: 'เริ่มใหม่',
    resultTitle: 'ผลของคุณ',
    resultCount: 'คุณเลือก {{count}} จาก {{total}} ข้อ',
    results: {
      low: 'จากคำตอบของคุณ การพนันดูเหมือนจะไม่ได้สร้างปัญหาให้คุณ วงเงินจำกัดและการเตือนสติช่วยให้เป็นเช่นนี้ต่อไป',
      some: 'คำตอบบางข้อแสดงสัญญาณความเสี่ยง เราแนะนำให้ตั้งวงเงินจำกัดและเปิดการเตือนสติ',
      high: 'คำตอบของคุณแสดงสัญญาณของปัญหาการพนันหลายข้อ โปรดพูดคุยกับองค์กรด้านบนและพิจารณาหยุดพักการเล่น',
    },
    notDiagnosis: 'แบบประเมินนี้ไม่ใช่การวินิจฉัย',
    toolsTitle: 'เครื่องมือในบัญชีของคุณ',
    tools: {
      limits: 'วงเงินจำกัดการฝากและการเสีย',
      limitsText: 'จำกัดยอดฝากหรือยอดเสียต่อวัน สัปดาห์ หรือเดือน',
      realityCheck: 'การเตือนสติ',
      realityCheckText: 'การเตือนเป็นระยะถึงเวลาที่เล่น ยอดเดิมพัน และผลได้เสีย',
      takeABreak: 'พักการเล่นและการกันตัวเอง',
      takeABreakText: 'หยุดเล่นชั่วคราว ตั้งแต่ 24 ชั่วโมงจนถึงหลายปี',
      security: 'ความปลอดภัยของบัญชี',
      securityText: 'รหัสผ่านและการป้องกันบัญชีของคุณ',
    },
    toolsGuest: 'ใช้เครื่องมือเหล่านี้ได้เมื่อเข้าสู่ระบบ',
  },
};

export const protectionStrings = { es, en, th };
