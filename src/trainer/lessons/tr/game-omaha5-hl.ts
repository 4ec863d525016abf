// Turkish text of the five-card Omaha hi/lo lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Beş kart, iki yarı',
      paragraphs: [
        'Bu oyun beş kartlı Omaha’yı “sekiz ya da daha küçük” bölüşmesiyle birleştirir. Her oyuncunun beş kapalı kartı vardır; yüksek el de düşük el de bunlardan tam ikisi ve borddan tam üç kartla, birbirinden bağımsız olarak kurulur.',
        'Düşük el için yine sekiz ya da daha küçük, birbirinden farklı beş kart gerekir. Bordda üçten az küçük kart varsa düşük el mümkün değildir ve her şeyi yüksek el alır.',
      ],
      captions: ['Motorun dağıttığı şekliyle beş kartlı Omaha hi/lo', 'Bordda yalnızca iki küçük kart var: düşük el yok, potun tamamını yüksek el alır'],
    },
  ],
  practice: [
    { question: 'Ana’nın elinde karışık renklerden A-2-3-4-5 var. 6-7-K-Q-J bordunda düşük eli nedir?', answer: 'İki kapalı kart ve üç bord kartı kullanmak zorunda; bordda yalnızca 6 ile 7 küçük olduğu için hiç düşük eli yok.' },
    { question: 'Bir hi/lo potu tam ikiye bölünmüyorsa artan fişi kim alır?', answer: 'Yüksek yarı.' },
  ],
};
