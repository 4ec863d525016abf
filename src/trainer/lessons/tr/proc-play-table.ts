// Turkish text of Felt's play table lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Bedava fişler',
      paragraphs: [
        'Felt’in oyun masasındaki fişler hayalidir. Hiçbir şeye mal olmazlar, hiçbir şeyle takas edilemezler ve nakde çevrilemezler. Bir masa belli bir süre ya da belli sayıda el sonunda kapanabilir.',
      ],
    },
    {
      heading: 'Gizli kartlar',
      paragraphs: [
        'Kapalı kartlarınız, siz onları kart açmada gösterene ya da kuralların izin verdiği bir anda göstermeyi seçene kadar herkesten gizli kalır. Aynısı diğer bütün oyuncuların kartları için de geçerlidir.',
      ],
    },
    {
      heading: 'Dürüst oynayan botlar',
      paragraphs: [
        'Botlar yalnızca onların koltuğunda oturan bir insanın göreceği şeyleri görür: kendi kartlarını, açık kartları, bilmelerine izin verilen geçmişi ve kendilerine sunulan hamleleri. Kolay bot çoğunlukla elinin o anki gücünü oynar. Normal bot ayrıca pozisyonu, oyuncuların fiş miktarlarını, pot oranını, bordu ve basit başlangıç eli aralıklarını hesaba katar. Zor bot, pottaki payını simülasyonla tahmin eder, blöflerini ölçülü tutar ve yine yalnızca herkese açık bilgiyi kullanır.',
      ],
    },
  ],
  practice: [
    { question: 'Felt’in oyun masasında kazandığınız fişleri paraya çevirebilir misiniz?', answer: 'Hayır, bedavadırlar ve hiçbir değerleri yoktur.' },
    { question: 'Zor bot sizin kapalı kartlarınızı görebilir mi?', answer: 'Hayır. Botlar yalnızca onların koltuğundaki bir oyuncunun görebileceklerini görür.' },
  ],
};
