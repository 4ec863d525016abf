// Greek text of the lesson proc-rake (rake).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Τι κρατάει η αίθουσα',
      paragraphs: [
        'Οι αίθουσες με πραγματικά χρήματα βγάζουν τα έσοδά τους κρατώντας ένα μικρό μέρος από κάθε pot, το rake. Οι μάρκες του Felt είναι δωρεάν και δεν τους κρατιέται ποτέ rake· το μάθημα υπάρχει για να ξέρετε τι να περιμένετε αλλού.',
        'Με τον κανόνα που διδάσκεται εδώ, ένα χέρι που τελειώνει πριν από το flop δεν πληρώνει τίποτα (no flop, no drop). Στα παιχνίδια no-limit, pot-limit και half-pot το rake είναι 0.05 για κάθε ολόκληρο 1.00 του pot, μέχρι ένα ανώτατο όριο: 0.75 heads-up, 2.00 με τρεις παίκτες και 3.00 με τέσσερις έως δέκα. Τα pots κάτω από 4.00 πληρώνουν αντί γι’ αυτό 0.01 για κάθε ολόκληρο 0.20.',
      ],
      captions: ['Rake σε μερικά pots, όπως το υπολογίζει η μηχανή'],
    },
  ],
  practice: [
    { question: 'Όλοι κάνουν fold στο big blind πριν από το flop. Πόσο rake κρατιέται;', answer: 'Καθόλου: no flop, no drop.' },
    { question: 'Ένα heads-up pot 40.00 μετά το flop: πόσο είναι το rake;', answer: '0.75: το 5% θα ήταν 2.00, αλλά το όριο στο heads-up είναι 0.75.' },
  ],
};
