// Turkish text of the cards, decks and notation lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'İki deste',
      paragraphs: [
        'Oyunların çoğu 52 kartlık standart desteyle oynanır: sinek, karo, kupa ve maça olmak üzere dört rengin her birinde 2’den asa kadar on üç değer. Americana, Telesina ve 32 kartlık draw, yalnızca yedilileri, sekizlileri, dokuzluları, onluları, valeleri, kızları, papazları ve asları içeren 32 kartlık kısa bir desteyle oynanır.',
      ],
    },
    {
      heading: 'Renklerin sıralaması olduğunda',
      paragraphs: [
        'Genellikle bütün renkler eşittir. Ancak bir kural öyle diyorsa sıralanırlar. Stud’da gel gelde, Soko’da ve Americana’da büyükten küçüğe sıra maça, kupa, karo, sinektir. Telesina’da ve 32 kartlık draw’da ise kupa, karo, sinek, maçadır.',
      ],
      captions: ['Maça sıralaması: açıktaki iki papazdan K♠ daha büyüktür'],
    },
    {
      heading: 'Kartları yazmak',
      paragraphs: [
        'Felt bir kartı önce değeri, sonra rengin harfiyle yazar: Ah kupa as, Td karo onlu, 7c sinek yedilidir. Kart yazarken büyük küçük harf fark etmez, T yerine 10 da kabul edilir. Var olmayan bir kart ya da iki kez yazılan aynı kart, hangisinin hatalı olduğunu söyleyen bir mesajla reddedilir.',
      ],
    },
  ],
  practice: [
    { question: '32 kartlık destede hangi değerler var?', answer: 'Yediliden asa kadar: 7, 8, 9, T, J, Q, K, A.' },
    { question: 'Maça onluyu nasıl yazarsınız?', answer: 'Ts (10s de kabul edilir).' },
    { question: 'Telesina’da en küçük renk hangisidir?', answer: 'Maça.' },
  ],
};
