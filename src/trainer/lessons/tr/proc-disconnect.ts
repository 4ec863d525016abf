// Turkish text of the disconnection and server crash lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Bağlantınız koptuğunda',
      paragraphs: [
        'Bazı online salonlar, sabit limit nakit oyunlarda bağlantısı kopan oyuncuları korur. Zamanında hamle yapamayan oyuncu, o ana kadar koyduğu fişlerle restte sayılır; hiç fiş koymadıysa eli kapatılır. Her oyuncu 24 saat içinde bu korumadan yalnızca birkaç kez yararlanabilir ve bu hakkı kötüye kullanmak cezalandırılır. Pot limit, yarım pot limit ve limitsiz oyunlarda bu koruma yoktur.',
        'Restte sayılmak, fişlerin gerçek bir restteki gibi potlara dağıtılması demektir: bağlantısı kopan oyuncu yalnızca ana potu kazanabilir, diğerleri bir yan potta bahse devam eder.',
      ],
      captions: ['Ana 40 koymuşken bağlantısı kopar; Ben ve Cem 100’er koymaya devam eder'],
    },
    {
      heading: 'Sunucu çöktüğünde',
      paragraphs: [
        'Salonun sunucusu çökerse, oynanmakta olan bütün eller iptal edilir ve bütün potlardaki her fiş, onu koyan oyuncuya geri verilir; biri büyük bir potu kazanmak üzere olsa bile.',
      ],
    },
  ],
  practice: [
    { question: 'Limitsiz bir oyunda bir oyuncunun bağlantısı kopuyor. Restte sayılarak korunur mu?', answer: 'Hayır, bu koruma yalnızca sabit limit nakit oyunlarda vardır.' },
    { question: 'Sunucu bir elin ortasında çöküyor. Potu kim alır?', answer: 'Kimse kazanmaz: el iptal edilir ve her oyuncu koyduğunu geri alır.' },
  ],
};
