// Greek text of the lesson proc-antes (antes, the bring-in and who acts first).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Τα ante',
      paragraphs: [
        'Τα παιχνίδια τύπου stud (το seven-card stud και η hi/lo εκδοχή του, το Soko, η Americana και η Telesina) δεν έχουν blinds. Αντί γι’ αυτά, κάθε παίκτης βάζει ένα μικρό ante στο pot πριν μοιραστούν τα φύλλα.',
      ],
    },
    {
      heading: 'Το bring-in',
      paragraphs: [
        'Αφού μοιραστούν τα πρώτα ανοιχτά φύλλα, ένας παίκτης είναι υποχρεωμένος να ανοίξει: το bring-in, συνήθως διπλάσιο από το ante. Ποιος το πληρώνει εξαρτάται από το παιχνίδι. Το χαμηλότερο ανοιχτό φύλλο πληρώνει στο fixed-limit seven-card stud και στο stud hi/lo· το ψηλότερο ανοιχτό φύλλο πληρώνει στο pot-limit stud, στο Soko, στην Americana και στην Telesina. Ανάμεσα σε ίσες αξίες αποφασίζει η σειρά των χρωμάτων του παιχνιδιού. Όπου το επιτρέπει το limit, ο παίκτης μπορεί αντί για το bring-in να κάνει complete σε ολόκληρο ποντάρισμα.',
      ],
      captions: ['Stud hi/lo: το χαμηλότερο ανοιχτό φύλλο', 'Americana: το ψηλότερο ανοιχτό φύλλο'],
    },
    {
      heading: 'Ποιος μιλάει πρώτος στους επόμενους γύρους',
      paragraphs: [
        'Στα παιχνίδια τύπου stud, από τον δεύτερο γύρο και μετά, μιλάει πρώτος ο παίκτης του οποίου τα ανοιχτά φύλλα κάνουν το καλύτερο χέρι. Στο 32-card draw, μετά την αλλαγή, το ποντάρισμα το ανοίγει ο πρώτος παίκτης μετά το big blind που είναι ακόμη στο χέρι.',
      ],
    },
  ],
  practice: [
    { question: 'Στην Telesina, το bring-in το πληρώνει το χαμηλότερο ή το ψηλότερο ανοιχτό φύλλο;', answer: 'Το ψηλότερο.' },
    { question: 'Στο seven-card stud, ποιος μιλάει πρώτος στο sixth street;', answer: 'Ο παίκτης με το καλύτερο ανοιχτό χέρι.' },
  ],
};
