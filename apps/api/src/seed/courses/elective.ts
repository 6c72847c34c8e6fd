import { demoArchive as archive, demoProfessors as p } from '../professors.ts';
import type { DemoCourse } from '../types.ts';

/** Interdisciplinary and general-education courses open to the department's students. */
export const electiveCourses: readonly DemoCourse[] = [
  {
    name: '金融科技導論',
    englishName: 'Introduction to Financial Technology',
    category: 'interdisciplinary',
    professors: [p.laiChunLiang],
    questions: [
      {
        prompt: 'Explain how a blockchain keeps its ledger tamper-evident, and the role of proof of work.',
        answer:
          'Each block stores the hash of the previous one, so changing a block breaks every later link; proof of work makes rewriting history cost more computation than the honest majority.',
      },
      {
        prompt:
          'Compare mobile payment systems based on QR codes and on NFC in terms of cost, security and user experience.',
        answer:
          'QR needs only a camera and a printed code (cheap) but can be spoofed; NFC needs hardware but uses tokenisation and secure elements and is faster at the counter.',
      },
      {
        prompt: 'What is a robo-advisor? Describe the data it needs and one risk of relying on it.',
        answer:
          "An automated portfolio service using the client's goals, horizon and risk tolerance; models can fail in unusual markets and may hide conflicts of interest.",
      },
      {
        prompt: 'Explain what a regulatory sandbox is and why regulators use it for financial technology.',
        answer:
          'A limited, supervised exemption that lets new services be tested with real customers, so regulators learn the risks before writing permanent rules.',
      },
    ],
    archives: [
      archive(p.laiChunLiang, 113, 'midterm'),
      archive(p.laiChunLiang, 112, 'final', { answers: true }),
    ],
  },
  {
    name: '生物資訊導論',
    englishName: 'Introduction to Bioinformatics',
    category: 'interdisciplinary',
    professors: [p.hungHsiuLing],
    questions: [
      {
        prompt:
          'Align GATTACA and GCATGCA globally with match +1, mismatch -1 and gap -1 (Needleman-Wunsch). Give the score.',
        answer:
          'Fill the score matrix with the recurrence max(diagonal + s, up - 1, left - 1); the optimal score is 0, for example GCATG-CA against G-ATTACA.',
      },
      {
        prompt: 'Explain why BLAST is faster than exact dynamic programming and what it gives up.',
        answer:
          'It seeds with short exact word hits and extends only those; it may miss weak alignments that contain no seed.',
      },
      {
        prompt: 'Describe how a phylogenetic tree is built with UPGMA from a distance matrix.',
        answer:
          'Repeatedly merge the two closest clusters, place the new node at half their distance, and average the distances to the merged cluster.',
      },
      {
        prompt: 'What is a de Bruijn graph in genome assembly and why are repeats a problem?',
        answer:
          'Nodes are (k-1)-mers and edges k-mers from the reads; an Eulerian path spells the genome. Repeats longer than k create ambiguous paths.',
      },
    ],
    archives: [archive(p.hungHsiuLing, 113, 'final')],
  },
  {
    name: '科技與社會',
    englishName: 'Technology and Society',
    category: 'general',
    professors: [p.chouYiChun],
    questions: [
      {
        prompt:
          'Using one example from Taiwan, discuss how a technology shaped society and how society shaped the technology.',
        answer:
          'Essay question; graded on a clear example (for instance the semiconductor industry or the national health insurance card), both directions of influence, and use of course readings.',
      },
      {
        prompt:
          'Discuss the privacy risks of contact-tracing or surveillance technologies and how they can be limited.',
        answer:
          'Essay question; expected points: data minimisation, purpose limitation, retention limits, oversight and transparency.',
      },
      {
        prompt: 'What is the digital divide? Propose two policies to narrow it.',
        answer:
          'Unequal access to and skills with digital technology; for example subsidised broadband in rural areas and digital literacy courses for older adults.',
      },
      {
        prompt:
          'Should platforms be responsible for misinformation spread on them? Argue one side with examples.',
        answer: 'Essay question; graded on the argument, counter-arguments considered, and concrete cases.',
      },
    ],
    archives: [archive(p.chouYiChun, 113, 'final'), archive(p.chouYiChun, 111, 'midterm')],
  },
  {
    name: '人工智慧與倫理',
    englishName: 'AI and Ethics',
    category: 'general',
    professors: [p.liaoWanTing],
    questions: [
      {
        prompt:
          'Give an example of algorithmic bias and explain where in the machine learning pipeline it came from.',
        answer:
          'For example a hiring model trained on past decisions inherits their bias; the cause lies in the training data and the chosen target label.',
      },
      {
        prompt:
          'Who should be responsible when a self-driving car causes an accident? Discuss the parties involved.',
        answer:
          'Essay question; expected parties: manufacturer, software developer, owner and regulator, with arguments for how liability should be shared.',
      },
      {
        prompt: 'Explain what explainable AI means and why it matters in medicine and lending.',
        answer:
          'Models whose decisions can be understood by people; affected people and professionals need reasons to trust, contest and correct decisions.',
      },
      {
        prompt: 'Discuss the use of generative AI in university coursework: what rules would you propose?',
        answer:
          'Essay question; graded on concrete rules (disclosure, allowed uses, assessment design) and their justification.',
      },
    ],
    archives: [],
  },
];
