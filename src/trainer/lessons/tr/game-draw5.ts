// Turkish text of the five-card draw lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Beş kart ve bir değiştirme',
      paragraphs: [
        'En fazla altı oyuncu kör bahisleri koyar ve beşer kapalı kart alır. Bir bahis turundan sonra elde kalan her oyuncu istediği kadar kart atabilir (hiç atmayabilir, beşini birden de atabilir) ve attığı kadar yeni kart alır. Ardından ikinci bahis turu, sonra kart açma gelir. Eller standart yüksek sıralamaya göre değerlendirilir.',
      ],
      captions: ['Motorun dağıttığı şekliyle beş kartlı draw', 'Aynı döper: beşinci kart belirler'],
    },
    {
      heading: 'Değiştirme süresi ve biten deste',
      paragraphs: [
        'Her oyuncunun kaç kart değiştireceğini seçmek için 30 saniyesi vardır. Süreyi dolduran oyuncu beş kartını da elinde tutar (pat kalır) ve sonraki turda artırma hakkını kaybeder.',
        'Değiştirme sırasında deste biterse, o ana kadar atılan kartlar karıştırılır ve dağıtıma onlardan devam edilir. Aynı değiştirmede attığınız bir kart size asla geri gelmez.',
      ],
    },
  ],
  practice: [
    { question: 'Değiştireceğiniz kartları zamanında seçmezseniz ne olur?', answer: 'Beş kartınızla pat kalırsınız ve sonraki bahis turunda artıramazsınız.' },
    { question: 'Değiştirme sırasında deste bitti. Sonraki kartlar nereden gelir?', answer: 'Atılan kartlardan, karıştırılarak; hiçbir oyuncu o değiştirmede kendi attığı kartları almaz.' },
  ],
};
