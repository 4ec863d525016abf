// Turkish text of the no-limit lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Önünüzdeki fişlerin tamamına kadar',
      paragraphs: [
        'Limitsiz oyunda en küçük bahis büyük kör kadardır, en büyüğü ise önünüzdeki fişlerin tamamıdır. Yalnızca elin başında masada olan fişlerle bahis yapabilirsiniz: el oynanırken cebe el atmak da, fiş eklemek de yoktur.',
      ],
    },
    {
      heading: 'Artırma en az ne kadar olur',
      paragraphs: [
        'Bir artırma, o turda o ana kadar yapılan en büyük bahis ya da artırma kadar eklemek zorundadır. Floptan önce bu başlangıç miktarı büyük kördür. Kör bahisler 1 ve 2 ise ilk artırma en az 4’e olmalıdır. Ardından biri 10’a artırırsa (8 ekleyerek), sonraki artırma en az 8 daha ekleyip 18’e çıkmalıdır.',
        'Tam artırmaya fişi yetmeyen oyuncu yine de daha azına rest çekebilir; bunun daha önce konuşmuş oyunculara etkisini artırma üzerine sonraki ders anlatır.',
        'Büyük körden küçük bir açılış resti tam bahis sayılmaz. Bunu artıran yine en az büyük kör kadar artırmak zorundadır: kör bahisler 10 ve 20 iken flopta 2’lik bir rest en az 22’ye artırılabilir.',
      ],
      captions: ['Kör bahisler 1 ve 2, henüz artıran yok', 'Kör bahisler 1 ve 2, bir oyuncu 10’a artırdı', 'Limitsiz hold’em 1/2, motorun yeniden oynattığı el: Ana 10’a artırır'],
    },
    {
      heading: 'Pas geçebilecekken çekilmek',
      paragraphs: [
        'Felt’in masasında, online salonlarda olduğu gibi, pas geçmek bedavaysa size çekilme seçeneği sunulmaz: bedavaya tutabileceğiniz bir eli bırakmanın hiçbir anlamı yoktur. Canlı bir kart salonunda böyle bir çekilmeye izin verilir ve çekilme geri alınamaz. Bu konudaki bir soru her zaman hangi masadan söz ettiğini belirtir.',
      ],
    },
  ],
  practice: [
    { question: 'Kör bahisler 5 ve 10. Floptan sonra en küçük açılış bahsi nedir?', answer: '10, yani büyük kör.' },
    { question: 'Biri 30 bahis yapıyor, bir başkası 90’a artırıyor. En küçük yeniden artırma nedir?', answer: '150’ye: son artırma 60 ekledi, bu yüzden sonraki de en az 60 eklemeli.' },
    { question: 'Elin ortasında fiş satın alabilir misiniz?', answer: 'Hayır. Yalnızca el başladığında masada olan fişlerle bahis yapılabilir.' },
  ],
};
