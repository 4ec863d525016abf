// Turkish text of the five-card Omaha lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Bir kapalı kart fazlası',
      paragraphs: [
        'Beş kartlı Omaha, dört yerine beş kapalı kartla oynanan Omaha’dır. Geri kalan her şey aynıdır: kör bahisler, flop, turn, river, dört bahis turu, en fazla sekiz oyuncu.',
        'İkiye üç kuralı da değişmez. Beş kapalı kart, bordla birleştirebileceğiniz on farklı ikili verir; bu yüzden eller Omaha’dakinden daha güçlü çıkar. Ama son el yine tam iki kapalı kartınızla borddan tam üç kart kullanır.',
      ],
      captions: ['Motorun dağıttığı şekliyle beş kartlı Omaha', 'Eldeki iki onlu, eşli bordda ful yapar'],
    },
  ],
  practice: [
    { question: 'Beş kartlı Omaha’da kapalı kartlarınızdan kaçını kullanırsınız?', answer: 'Tam ikisini, Omaha’daki gibi.' },
    { question: 'Kazanan eller neden genellikle Omaha’dakinden daha güçlüdür?', answer: 'Beş kapalı kart, bordla birleşecek altı yerine on farklı ikili verir.' },
  ],
};
