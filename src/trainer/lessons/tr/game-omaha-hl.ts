// Turkish text of the Omaha hi/lo lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Her potta iki kazanan',
      paragraphs: [
        'Omaha hi/lo tıpkı Omaha gibi dağıtılır. Kart açmada pot ikiye bölünür: yarısı en iyi yüksek ele, yarısı da şartı sağlayan bir düşük el varsa en iyi düşük ele gider.',
        'Şartı sağlayan düşük el, hepsi sekiz ya da daha küçük, birbirinden farklı beş karttan oluşur; as burada en küçük kart sayılır. Kent ve floş düşük eli bozmaz. Kimsede düşük el yoksa potun tamamını en iyi yüksek el alır.',
      ],
    },
    {
      heading: 'İkiye üç, iki kez',
      paragraphs: [
        'Yüksek el ile düşük el ayrı ayrı seçilir ve her biri tam iki kapalı kartla tam üç bord kartı kullanır. Düşük el için kullanılan iki kapalı kart, yüksek el için kullanılanlardan farklı olabilir. Düşük el borddan sekiz ya da daha küçük üç kart istediği için, bordda böyle üç kart yoksa o elde düşük el çıkmaz.',
        'Pot iki yarıya tam bölünmüyorsa artan fiş yüksek yarıya gider.',
      ],
      captions: ['Yüksek yarıyı Ben, düşük yarıyı Ana kazanır', '101’lik pot yüksek ve düşük diye bölünür: artan fiş yüksek ele gider'],
    },
  ],
  practice: [
    { question: 'Bord K-Q-9-5-2. Birisi düşük el yapabilir mi?', answer: 'Hayır. Bordda sekiz ya da daha küçük yalnızca iki kart var, düşük el içinse borddan üç kart gerekir.' },
    { question: 'Düşük el, yüksek elle aynı iki kapalı kartı kullanmak zorunda mı?', answer: 'Hayır. Her yarı kendi başına, istenen iki kapalı kartla seçilir.' },
  ],
};
