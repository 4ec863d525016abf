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
        'Elin her zaman kapalı kartlarından tam ikisiyle borddaki kartlardan tam üçünden oluşur. Bir değil, üç değil, dört değil. Yeni oyuncuların en çok takıldığı kural budur: elinde dört kupa, bordda bir kupa varsa floş yoktur; bordda dört maça varsa, floşun ancak elinde iki maça tutuyorsan olur.',
      ],
      captions: ['Elde tek kupa var: Ana’nın floşu yok'],
    },
  ],
  practice: [
    { question: 'Elinde dört kupa var, bordda bir kupa. Floşun var mı?', answer: 'Hayır. Borddan üç kart kullanmak zorundasın ve bordda yalnızca bir kupa var.' },
    { question: 'Bir Omaha eli kaç kapalı kart kullanmak zorundadır?', answer: 'Tam iki; yanında borddan tam üç kart.' },
  ],
};
