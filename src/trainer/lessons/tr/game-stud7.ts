// Turkish text of the seven-card stud lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Yedi kart, bir kısmı açık',
      paragraphs: [
        'Yedi kartlı stud’da kör bahis yoktur, ortak kart da (neredeyse) yoktur. En fazla sekiz oyuncu önce birer ön bahis koyar, sonra ikisi kapalı biri açık üç kart alır. Bir bahis turundan sonra dördüncü, beşinci ve altıncı kartlar açık, yedinci kart kapalı gelir; her birinin ardından bahis oynanır, toplam beş tur eder. Yedi kartınızın en iyi beşi oynar.',
      ],
      captions: ['Motorun dağıttığı şekliyle yedi kartlı stud'],
    },
    {
      heading: 'Gel gel ve ilk kim konuşur',
      paragraphs: [
        'İlk turda açık kartı en küçük olan oyuncu, gel gel denen zorunlu bir bahisle açmak zorundadır; gel gel genellikle ön bahsin iki katıdır. Pot limit stud’da ise gel geli en büyük açık kart yapar. Aynı değerdeki kartlar arasında eşitliği renk bozar: büyükten küçüğe maça, kupa, karo, sinek. Gel geli yapacak oyuncu bunun yerine doğrudan tam bahse de tamamlayabilir.',
        'Sonraki her sokakta, açık kartları en iyi eli oluşturan oyuncu ilk konuşur.',
      ],
      captions: ['Sabit limit stud: gel geli en küçük açık kart yapar'],
    },
    {
      heading: 'İki özel durum',
      paragraphs: [
        'Sabit limitte dördüncü sokakta herhangi bir oyuncunun açık kartlarında per varsa, oyuncular daha o sokakta büyük bahis oynayabilir.',
        'Sekiz oyuncuyla deste yetmeyebilir. Herkese yedinci kart verecek kadar kart kalmamışsa dağıtıcı ortaya tek bir kart açar. Bu kart herkesin yedinci kartıdır ve o turda bahis oynanmaz.',
      ],
      captions: ['Yedi kartın en iyi beşi: kent döperi yener'],
    },
  ],
  practice: [
    { question: 'Sabit limit stud’da açık kartlar 3♥ ve 3♣. Gel geli kim yapar?', answer: '3♣: gel geli en küçük kart yapar ve en küçük renk sinektir.' },
    { question: 'Beşinci sokakta ilk kim konuşur?', answer: 'Açık kartları en iyi eli oluşturan oyuncu.' },
    { question: 'Deste herkese yedinci kart vermeye yetmezse ne olur?', answer: 'Ortaya herkesin yedinci kartı olarak tek bir kart açılır ve o turda bahis oynanmaz.' },
  ],
};
