// Turkish text of the Texas hold’em lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Dağıtım ve dört bahis turu',
      paragraphs: [
        'Hold’em standart 52 kartlık desteyle, iki ila on oyuncuyla oynanır (Felt’in oyun masasında en fazla dokuz kişi oturur). Herkes iki kapalı kart alır; bunlar oyuncunun kendi kartlarıdır. Ardından ortaya herkesin ortak kullandığı beş kart açılır: önce üç kart birden (flop), sonra bir kart (turn), en son bir kart daha (river). Dağıtıcı bu üç aşamanın her birinden önce bir kart yakar.',
        'Kapalı kartlardan sonra ve flop, turn ve riverın her birinden sonra birer bahis turu oynanır; toplam dört tur eder. Daha hiç kart dağıtılmadan butonun solundaki oyuncu küçük kör bahsi, onun solundaki oyuncu da büyük kör bahsi koyar.',
      ],
      captions: ['Motorun dağıttığı şekliyle hold’em'],
    },
    {
      heading: 'İlk kim konuşur',
      paragraphs: [
        'İlk turda söz önce büyük körün solundakine gelir, kör bahisler en son konuşur. Floptan itibaren her turu, butonun solunda elde kalan ilk oyuncu başlatır; böylece buton her turda en son konuşur.',
      ],
    },
    {
      heading: 'Elinizi kurmak',
      paragraphs: [
        'Kart açmada her oyuncu yedi karttan, yani iki kapalı kartıyla borddaki beş karttan, en iyi beş kartlık elini kurar. İki kapalı kartını da, yalnız birini de kullanabilir, hiçbirini kullanmayabilir de. Hiçbirini kullanmamaya “bordu oynamak” denir; o zaman alabileceğiniz en iyi sonuç, bordu oynayan diğer oyuncularla berabere kalmaktır.',
      ],
      captions: ['Ful, döperi yener', 'İki oyuncu da bordu oynuyor: berabere'],
    },
  ],
  practice: [
    { question: 'Erken çekilen olmazsa bir hold’em elinde kaç bahis turu oynanır?', answer: 'Dört: kapalı kartlardan sonra, floptan sonra, turnden sonra ve riverdan sonra.' },
    { question: 'Turnde ilk kim konuşur?', answer: 'Butonun solunda elde kalan ilk oyuncu.' },
    { question: 'Kapalı kartlarınızdan hiçbirini kullanmayan bir elle kazanabilir misiniz?', answer: 'Bordu oynayabilirsiniz, ama herkes aynı şeyi yapabileceği için en fazla potu bölüşürsünüz.' },
  ],
};
