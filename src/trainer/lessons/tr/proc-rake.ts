// Turkish text of the rake lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Salon ne alır',
      paragraphs: [
        'Gerçek parayla oynanan kart salonları her pottan küçük bir pay alarak para kazanır; buna komisyon denir. Felt’in fişleri bedavadır ve onlardan hiçbir zaman komisyon kesilmez; bu ders, başka yerlerde neyle karşılaşacağınızı bilesiniz diye burada.',
        'Burada öğretilen kurala göre floptan önce biten bir elden hiçbir şey kesilmez (flop yoksa komisyon yok). Limitsiz, pot limit ve yarım pot limit oyunlarda komisyon, pottaki her tam 1.00 için 0.05’tir ve bir tavanı vardır: heads-up’ta 0.75, üç oyuncuyla 2.00, dört ila on oyuncuyla 3.00. 4.00’ün altındaki potlarda bunun yerine her tam 0.20 için 0.01 kesilir.',
      ],
      captions: ['Motorun hesapladığı şekliyle birkaç potun komisyonu'],
    },
  ],
  practice: [
    { question: 'Floptan önce herkes büyük köre kadar çekiliyor. Ne kadar komisyon kesilir?', answer: 'Hiç: flop yoksa komisyon yok.' },
    { question: 'Floptan sonra 40.00’lık heads-up bir pot: komisyon ne kadardır?', answer: '0.75: %5’i 2.00 ederdi, ama heads-up tavanı 0.75’tir.' },
  ],
};
