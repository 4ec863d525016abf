// Greek text of the lesson bet-half-pot (half-pot limit).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Το μισό pot',
      paragraphs: [
        'Το half-pot limit δουλεύει όπως το pot limit, αλλά με το raise κομμένο στη μέση. Ένα ποντάρισμα μπορεί να είναι το πολύ το μισό pot. Για raise, μετράτε το pot σαν να είχατε κάνει call, και μετά μπορείτε να ανεβάσετε το πολύ κατά το μισό του.',
      ],
      captions: [
        'Pot 100 στο flop, κανείς δεν έχει ποντάρει',
        'Pot 100 και μετά ένα ποντάρισμα 50 (το pot είναι 150)',
        'Half-pot Omaha 1/2, όπως το ξαναπαίζει η μηχανή: ο πρώτος παίκτης που μιλάει',
      ],
    },
  ],
  practice: [
    { question: 'Το pot είναι 80 και κανείς δεν έχει ποντάρει. Ποιο είναι το μεγαλύτερο ποντάρισμα στο half-pot limit;', answer: '40.' },
    { question: 'Το pot είναι 150 μετά από ποντάρισμα 50. Ποιο είναι το περισσότερο στο οποίο μπορείτε να κάνετε raise;', answer: '150: το call των 50 κάνει το pot 200, το μισό του είναι 100, και 50 + 100 = 150.' },
  ],
};
