// Turkish text of the spread-limit lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Tek miktar yerine bir aralık',
      paragraphs: [
        'Değişken limitli bir masa 1-2-3 gibi yazılır. Her bahis ve artırma en az en küçük bahis, en fazla da o turun üst sınırı kadar olmalıdır: ilk iki turda 1, sonraki turda 2, ondan sonra da 3. Bir artırma ayrıca o turdaki önceki bahis ya da artırma kadar büyük olmalıdır.',
        'Bir sınır daha var: bir oyuncunun tek bir turda koyduğu toplam, o turun üst sınırının üç katını geçemez.',
      ],
      captions: ['1-2-3’lük bir masa: motora göre her turdaki açılış bahsi aralığı'],
    },
  ],
  practice: [
    { question: '1-2-3’lük bir masada ilk turdaki en büyük bahis nedir?', answer: '1.' },
    { question: 'Üst sınırı 2 olan bir turda bir oyuncu en fazla ne kadar koyabilir?', answer: '6, yani turun üst sınırının üç katı.' },
  ],
};
