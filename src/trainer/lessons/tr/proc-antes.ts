// Turkish text of the antes and bring-in lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Ön bahisler',
      paragraphs: [
        'Stud türü oyunlarda (yedi kartlı stud ve onun hi/lo türü, Soko, Americana ve Telesina) kör bahis yoktur. Onun yerine kartlar dağıtılmadan önce her oyuncu pota küçük bir ön bahis koyar.',
      ],
    },
    {
      heading: 'Gel gel',
      paragraphs: [
        'İlk açık kartlar dağıtıldıktan sonra bir oyuncu açmak zorundadır: buna gel gel denir ve genellikle ön bahsin iki katıdır. Kimin ödeyeceği oyuna bağlıdır. Sabit limit yedi kartlı stud’da ve yedi kartlı stud hi/lo’da en küçük açık kart öder; pot limit stud’da, Soko’da, Americana’da ve Telesina’da en büyük açık kart öder. Aynı değerdeki kartlar arasındaki eşitliği oyunun renk sıralaması bozar. Limitin izin verdiği yerde gel geli yapacak oyuncu bunun yerine tam bahse tamamlayabilir.',
      ],
      captions: ['Yedi kartlı stud hi/lo: en küçük açık kart', 'Americana: en büyük açık kart'],
    },
    {
      heading: 'Sonraki turlarda ilk kim konuşur',
      paragraphs: [
        'Stud türü oyunlarda ikinci turdan itibaren açık kartları en iyi eli oluşturan oyuncu ilk konuşur. 32 kartlık draw’da değiştirmeden sonra bahsi, büyük körden sonra elde kalan ilk oyuncu başlatır.',
      ],
    },
  ],
  practice: [
    { question: 'Telesina’da gel geli en küçük açık kart mı yapar, en büyük açık kart mı?', answer: 'En büyük açık kart.' },
    { question: 'Yedi kartlı stud’da altıncı sokakta ilk kim konuşur?', answer: 'Açıkta en iyi eli gösteren oyuncu.' },
  ],
};
