/**
 * Strings of the design system's consent area (namespace "ds"): the analytics consent banner and the
 * link that shows it again (issue 16 item 11). Keys are unique across areas: prefix them with
 * "consent". Not one of `dsLazyAreas`: a site adds them with the code that shows the banner
 * (`consentStrings`), which only a site with analytics loads, so that the first script does not carry
 * one more area's loader.
 */
export const en = {
  consentTitle: 'Your privacy',
  consentMessage:
    'We would like to use analytics cookies (Google Analytics) to learn how the site is used and make it better. They are set only if you accept, and you can change your choice at any time at the foot of the page.',
  consentPrivacy: 'Privacy policy',
  consentAccept: 'Accept analytics',
  consentDecline: 'Decline',
  consentSettings: 'Cookie settings',
};

export const es: typeof en = {
  consentTitle: 'Tu privacidad',
  consentMessage:
    'Nos gustaría usar cookies de análisis (Google Analytics) para saber cómo se usa el sitio y mejorarlo. Solo se activan si las aceptas, y puedes cambiar tu elección cuando quieras al pie de la página.',
  consentPrivacy: 'Política de privacidad',
  consentAccept: 'Aceptar análisis',
  consentDecline: 'Rechazar',
  consentSettings: 'Configurar cookies',
};

export const th: typeof en = {
  consentTitle: 'ความเป็นส่วนตัวของคุณ',
  consentMessage:
    'เราต้องการใช้คุกกี้เพื่อการวิเคราะห์ (Google Analytics) เพื่อเรียนรู้ว่ามีการใช้งานเว็บไซต์อย่างไรและปรับปรุงให้ดีขึ้น คุกกี้จะทำงานเฉพาะเมื่อคุณยอมรับ และคุณเปลี่ยนตัวเลือกได้ทุกเมื่อที่ส่วนท้ายของหน้า',
  consentPrivacy: 'นโยบายความเป็นส่วนตัว',
  consentAccept: 'ยอมรับการวิเคราะห์',
  consentDecline: 'ปฏิเสธ',
  consentSettings: 'ตั้งค่าคุกกี้',
};

/** Every language's strings of the area, for a host to add to its i18next (namespace "ds"). */
export const consentStrings = { en, es, th };
