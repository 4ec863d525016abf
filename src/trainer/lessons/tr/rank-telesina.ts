// Turkish text of the Telesina hands and suits lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Sıralama',
      paragraphs: [
        'Telesina eli, oyuncunun beş kartıyla Vela’dan seçilen en iyi beş karttır. Yukarıdan aşağı: sıralı floş, kare, floş, ful, kent, üçlü, döper, per, yüksek kart. Americana’daki gibi floş fulü yener. A-K-Q-J-T en büyük kent, T-9-8-7-A en küçük kenttir.',
      ],
      captions: ['Telesina sıralaması (beş kart artı Vela), motorun dizdiği şekliyle'],
    },
    {
      heading: 'Eşitliği renk bozar',
      paragraphs: [
        'Telesina’da renk önemlidir: en büyük renk kupadır, sonra karo, sinek ve maça gelir. İki floş arasında önce renk belirler. Kentler ve sıralı floşlar en büyük kartlarıyla, sonra o kartın rengiyle karşılaştırılır. Döper: büyük per, küçük per, beşinci kart, sonra büyük perdeki en iyi renk. Per: per, yan kartlar, sonra en büyük yan kartın rengi. Yüksek kart elleri en büyük kartı rengiyle birlikte karşılaştırır; bu yüzden A♥ Q♣ eli A♦ K♣ elini yener.',
        'Potta yalnızca iki oyuncu kaldığında bir istisna vardır: en küçük sıralı floş olan T-9-8-7-A, en büyük sıralı floş olan A-K-Q-J-T elini yener.',
      ],
      captions: ['İki floş: değerler ne olursa olsun kupa floş kazanır'],
    },
  ],
  practice: [
    { question: 'Telesina’da en büyük renk hangisidir?', answer: 'Kupa; ardından karo, sinek ve maça.' },
    { question: 'Heads-up’ta hangisi kazanır: kupa T-9-8-7-A mı, maça A-K-Q-J-T mi?', answer: 'T-9-8-7-A sıralı floşu: iki oyuncu kaldığında en küçük sıralı floş en büyüğünü yener.' },
  ],
};
