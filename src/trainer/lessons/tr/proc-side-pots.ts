// Turkish text of the side pots, odd chips and split pots lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Restteki oyuncu ne kazanabilir',
      paragraphs: [
        'Kimse önündeki fişlerden fazlasıyla bahis yapamaz. Diğerlerinden daha azına rest çeken bir oyuncu, her rakibinden ancak kendi koyduğu kadarını kazanabilir. Geri kalanı yan potlara gider: her rest seviyesi için bir yan pot, yalnızca o kadar koymuş oyuncular arasında oynanır.',
        'Bir oyuncu, başka hiç kimsenin göremeyeceği kadar bahis yaptıysa, kimsenin karşılamadığı kısım ona doğrudan geri verilir.',
      ],
      captions: ['Ana 50’ye, Ben 120’ye, Cem 200’e rest; Dee 250 bahis yapar; Eli 30 koyduktan sonra çekilmişti'],
    },
    {
      heading: 'Artan fişler',
      paragraphs: [
        'Potlar en küçük fişe kadar bölünür. Artan fiş kalırsa bunlar teker teker dağıtılır: floplu ve draw oyunlarında butonun solundaki ilk kazanandan, stud türü oyunlarda dağıtıcının soluna en yakın kazanandan başlanır. Tam bölünmeyen bir hi/lo potunda artan fiş yüksek yarıya gider. Soko’da ise kartı ilk dağıtılan oyuncuya gider.',
      ],
      captions: ['100’lük bir pot 1, 4 ve 5 numaralı koltuklar arasında bölünür; buton 3 numaralı koltukta', '75’lik bir hi/lo potu'],
    },
  ],
  practice: [
    { question: 'Ana 40’a rest çekiyor, Ben ve Cem 100’er koyuyor. Ana pot ne kadardır?', answer: '120: üçünden 40’ar. Kalan 120, Ben ile Cem’in yan potudur.' },
    { question: 'İki oyuncu bir hold’em potunu bölüşürse artan fişi kim alır?', answer: 'Butonun solunda ilk oturan kazanan.' },
  ],
};
