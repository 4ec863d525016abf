// Turkish text of the Omaha lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Dört kartlı hold’em',
      paragraphs: [
        'Omaha, hold’em gibi dağıtılır (kör bahisler, flop, turn, river ve dört bahis turu), ama her oyuncu dört kapalı kart alır ve masaya en fazla sekiz oyuncu oturur.',
      ],
      captions: ['Motorun dağıttığı şekliyle Omaha'],
    },
    {
      heading: 'Tam iki, tam üç',
      paragraphs: [
        'Eliniz her zaman kapalı kartlarınızdan tam ikisiyle borddaki kartlardan tam üçünden oluşur. Bir değil, üç değil, dört değil. Yeni oyuncuların en çok takıldığı kural budur: elinizde dört kupa, bordda bir kupa varsa floş yoktur; bordda dört maça varsa, floşunuz ancak elinizde iki maça tutuyorsanız olur.',
      ],
      captions: ['Elde tek kupa var: Ana’nın floşu yok'],
    },
  ],
  practice: [
    { question: 'Elinizde dört kupa var, bordda bir kupa. Floşunuz var mı?', answer: 'Hayır. Borddan üç kart kullanmak zorundasınız ve bordda yalnızca bir kupa var.' },
    { question: 'Bir Omaha eli kaç kapalı kart kullanmak zorundadır?', answer: 'Tam iki; yanında borddan tam üç kart.' },
  ],
};
