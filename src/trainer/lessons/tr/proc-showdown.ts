// Turkish text of the showdown lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Kartını ilk kim açar',
      paragraphs: [
        'Son turda bahis ya da artırma olduysa, en son bahis yapan ya da artıran oyuncu kartlarını ilk açar. Herkes pas geçtiyse, butonun solundaki ilk oyuncu ilk açar (stud türü oyunlarda açıkta en iyi eli gösteren oyuncu). Yan potlar varsa kart açma, en son oluşan yan pottan başlar ve geriye doğru ana pota kadar gider.',
      ],
      captions: ['Ana (buton) daha azına restte; riverda Cem bahis yaptı, Dee gördü. Motora göre her potta açma sırası', 'Aynı potlar, buton Cem’de ve riverda herkes pas geçti'],
    },
    {
      heading: 'Kartlar konuşur',
      paragraphs: [
        'El, oyuncunun ne söylediği değil, kartların ne gösterdiğidir. Bir potun herhangi bir kısmını kazanmak için bütün kartlarınızı açmalısınız; birine tek bir kartınızı gösterirseniz herkes elinizin tamamını görme hakkı kazanır.',
      ],
      captions: ['Ben en büyük kartının yalnızca bir as olduğunu söylüyor, ama kartları floş yapıyor: kartlar konuşur'],
    },
    {
      heading: 'Herkes restte',
      paragraphs: [
        'En fazla bir oyuncu dışında herkes restteyse artık bahis yapılamaz. Kalan kartlar doğrudan açılır ve eller gösterilir.',
      ],
    },
  ],
  practice: [
    { question: 'Riverda herkes pas geçti. Hold’em’de kartını ilk kim açar?', answer: 'Butonun solunda elde kalan ilk oyuncu.' },
    { question: 'Bir oyuncu kartlarını atıyor ve en iyi elin kendisinde olduğunu söylüyor. Potu kazanabilir mi?', answer: 'Hayır: potun herhangi bir kısmını kazanmak için bütün kartların açılması gerekir.' },
  ],
};
