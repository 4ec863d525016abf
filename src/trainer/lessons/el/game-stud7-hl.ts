// Greek text of the lesson game-stud7-hl (seven-card stud hi/lo).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Stud με low μισό',
      paragraphs: [
        'Το μοίρασμα και οι πέντε γύροι πονταρίσματος είναι αυτοί του seven-card stud. Στο showdown το καλύτερο high χέρι παίρνει το μισό pot και το καλύτερο low eight or better το άλλο μισό. Το high μπορεί να το φτιάξουν οποιαδήποτε πέντε από τα επτά σας φύλλα, και το low οποιαδήποτε πέντε (τα ίδια ή άλλα).',
        'Το bring-in το πληρώνει το χαμηλότερο ανοιχτό φύλλο, όπως στο fixed-limit stud. Αν κανείς δεν έχει low, το high χέρι κάνει scoop, και η μάρκα που περισσεύει πηγαίνει στο high μισό.',
      ],
      captions: ['Ο Ben παίρνει το high με φουλ, η Ana παίρνει το low'],
    },
  ],
  practice: [
    { question: 'Μπορεί ένας παίκτης να πάρει και τα δύο μισά;', answer: 'Ναι: αν έχει ταυτόχρονα το καλύτερο high και το καλύτερο low, ή αν έχει το καλύτερο high όταν κανείς δεν έχει low.' },
    { question: 'Ποιο ανοιχτό φύλλο πληρώνει το bring-in;', answer: 'Το χαμηλότερο, και στις ισοπαλίες αποφασίζει το χρώμα (τα σπαθιά είναι το χαμηλότερο).' },
  ],
};
