// Greek text of the lesson proc-blinds (blinds, the button and the dead button).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Τα blinds και το button',
      paragraphs: [
        'Στα παιχνίδια με flop και στα παιχνίδια με αλλαγή, ένα button σημαδεύει τη θέση του ντίλερ. Ο παίκτης στα αριστερά του βάζει το small blind και ο επόμενος το big blind. Τα blinds είναι live: μετράνε σε όσα έχει ποντάρει ο παίκτης, και όταν η σειρά ξαναφτάσει σε αυτόν μπορεί να κάνει check (αν κανείς δεν έκανε raise), call ή raise.',
        'Πριν από το flop μιλάει πρώτος ο παίκτης αριστερά από το big blind· σε κάθε επόμενο γύρο, ο πρώτος ενεργός παίκτης αριστερά από το button.',
      ],
    },
    {
      heading: 'Heads-up',
      paragraphs: [
        'Με δύο μόνο παίκτες, το button βάζει το small blind, μιλάει πρώτο πριν από το flop και τελευταίο μετά. Όταν ένα τραπέζι πέφτει από τρεις παίκτες σε δύο, ο παίκτης που πλήρωσε το big blind στο τελευταίο χέρι δεν το ξαναπληρώνει: παίρνει το button και το small blind.',
      ],
      captions: ['Heads-up, τρία χέρια'],
    },
    {
      heading: 'Το dead button',
      paragraphs: [
        'Το big blind προχωράει πάντα κατά έναν παίκτη, ώστε να μην το γλιτώνει κανείς. Το small blind πηγαίνει σε όποιον είχε το big blind στο προηγούμενο χέρι, και το button σε όποιον είχε το small blind. Όταν φεύγει ένας παίκτης, αυτό μπορεί να σημαίνει ένα χέρι χωρίς small blind ή ένα button που μένει στη θέση του για ένα χέρι.',
      ],
      captions: ['Πέντε θέσεις· μετά το πρώτο χέρι φεύγει ο παίκτης της θέσης 3'],
    },
    {
      heading: 'Νέοι παίκτες και χαμένα blinds',
      paragraphs: [
        'Ένας νέος παίκτης είτε περιμένει μέχρι να φτάσει σε αυτόν το big blind είτε βάζει ένα blind ίσο με το big blind και παίζει αμέσως. Ένας παίκτης που έχασε τα blinds του όσο έλειπε τα βάζει όταν επιστρέψει (το κομμάτι του small blind είναι dead: μπαίνει στο pot και δεν μετράει στο ποντάρισμά του) ή περιμένει το big blind.',
      ],
    },
  ],
  practice: [
    { question: 'Heads-up, ποιος βάζει το small blind;', answer: 'Ο παίκτης στο button.' },
    { question: 'Πριν από το flop όλοι απλώς έκαναν call και το big blind κάνει check. Επιτρεπόταν;', answer: 'Ναι: τα blinds είναι live, οπότε το big blind μπορεί να κάνει check όταν κανείς δεν έκανε raise.' },
    { question: 'Ένας παίκτης κάθεται ανάμεσα στο button και στα blinds. Ποιες επιλογές έχει;', answer: 'Να περιμένει το big blind ή να βάλει ένα blind ίσο με το big blind και να παίξει αμέσως.' },
  ],
};
