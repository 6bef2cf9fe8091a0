// The missions' seed content in the three shipped languages (SPEC.md section 9; issue 16 item 7):
// the platform answers a mission's title in the Language header's language, as an operator's back
// office holds one text per language.
import type { Labels } from '../../seed/names';

/** [title, target, reward in major units]. */
export const missionPlans: readonly [Labels, number, number][] = [
  [{ EN: 'Log in 3 days in a row', ES: 'Entra 3 días seguidos', TH: 'เข้าสู่ระบบติดต่อกัน 3 วัน' }, 3, 300],
  [{ EN: 'Play 20 slot rounds', ES: 'Juega 20 tiradas de tragamonedas', TH: 'หมุนสล็อตครบ 20 รอบ' }, 20, 500],
  [{ EN: 'Bet 100 on live casino', ES: 'Apuesta 100 en el casino en vivo', TH: 'เดิมพันคาสิโนสดครบ 100' }, 100, 800],
  [{ EN: 'Try 5 different games', ES: 'Prueba 5 juegos distintos', TH: 'ลองเล่นเกมที่ไม่ซ้ำกัน 5 เกม' }, 5, 300],
  [{ EN: 'Make a deposit', ES: 'Haz un depósito', TH: 'ฝากเงิน 1 ครั้ง' }, 1, 1000],
  [{ EN: 'Win 3 fishing rounds', ES: 'Gana 3 partidas de pesca', TH: 'ชนะเกมยิงปลา 3 รอบ' }, 3, 400],
  [{ EN: 'Play a lottery draw', ES: 'Juega un sorteo de lotería', TH: 'ร่วมลุ้นหวย 1 งวด' }, 1, 200],
  [{ EN: 'Bet 500 in a week', ES: 'Apuesta 500 en una semana', TH: 'เดิมพันครบ 500 ภายในสัปดาห์เดียว' }, 500, 2000],
];
