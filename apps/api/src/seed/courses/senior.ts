import { demoArchive as archive, demoProfessors as p } from '../professors.ts';
import type { DemoCourse } from '../types.ts';

/** Fourth-year courses of the demo department. */
export const seniorCourses: readonly DemoCourse[] = [
  {
    name: '編譯器設計',
    englishName: 'Compiler Design',
    category: 'senior',
    professors: [p.tsaiTsungHan],
    questions: [
      {
        prompt:
          'Write a regular expression and draw a DFA for identifiers: a letter or underscore followed by letters, digits or underscores.',
        answer:
          '[A-Za-z_][A-Za-z0-9_]*; two states: a start state and an accepting state with a self-loop on letters, digits and underscores.',
      },
      {
        prompt:
          "Compute FIRST and FOLLOW sets for E -> T E', E' -> + T E' | e, T -> F T', T' -> * F T' | e, F -> ( E ) | id, and build the LL(1) table.",
        answer:
          "FIRST(E) = FIRST(T) = FIRST(F) = { (, id }; FIRST(E') = { +, e }; FIRST(T') = { *, e }. FOLLOW(E) = FOLLOW(E') = { ), $ }; FOLLOW(T) = FOLLOW(T') = { +, ), $ }; FOLLOW(F) = { *, +, ), $ }.",
      },
      {
        prompt:
          'Show that the grammar S -> S S | a is ambiguous, and explain why ambiguous grammars cannot be LR(1).',
        answer:
          'The string aaa has two parse trees ((aa)a and a(aa)). An LR(1) parser would face a shift-reduce conflict after S S with lookahead a.',
      },
      {
        prompt: 'Translate a = b * (c + d) - e into three-address code and then into quadruples.',
        answer:
          't1 = c + d; t2 = b * t1; t3 = t2 - e; a = t3. Quadruples: (+, c, d, t1), (*, b, t1, t2), (-, t2, e, t3), (=, t3, , a).',
      },
      {
        prompt: 'Explain liveness analysis and how it is used for register allocation by graph colouring.',
        answer:
          'A variable is live if its value may be used later; variables live at the same point interfere. Colouring the interference graph with k colours assigns k registers; uncolourable nodes are spilled.',
      },
      {
        prompt:
          'Describe constant propagation, common subexpression elimination and loop-invariant code motion with an example each.',
        answer:
          'x = 3; y = x + 1 becomes y = 4. a = b + c; d = b + c reuses the first result. A computation whose operands do not change in a loop moves to its preheader.',
      },
    ],
    archives: [
      archive(p.tsaiTsungHan, 113, 'midterm', { answers: true }),
      archive(p.tsaiTsungHan, 113, 'final'),
      archive(p.tsaiTsungHan, 111, 'final', { answers: true }),
    ],
  },
  {
    name: '資訊安全',
    englishName: 'Information Security',
    category: 'senior',
    professors: [p.tsengChienHua, p.yangPeiShan],
    questions: [
      {
        prompt: 'With RSA, p = 11, q = 17 and e = 7, find d, then encrypt m = 5.',
        answer: 'n = 187, phi = 160, d = 23 since 7 x 23 = 161 = 1 mod 160. c = 5^7 mod 187 = 146.',
      },
      {
        prompt:
          'Explain why ECB mode leaks information and how CBC and CTR modes avoid it. Which of them can be parallelised?',
        answer:
          'ECB encrypts equal blocks to equal ciphertext, revealing patterns. CBC chains blocks with a random IV; CTR encrypts a counter with a nonce. CTR encryption and CBC decryption can run in parallel.',
      },
      {
        prompt: 'Describe how a stack buffer overflow hijacks control flow, and three defences against it.',
        answer:
          'Overwriting the saved return address redirects execution. Defences: stack canaries, non-executable stacks (NX/DEP) and address space layout randomisation (ASLR).',
      },
      {
        prompt: 'Show an SQL injection against a login query built by string concatenation and fix the code.',
        answer:
          "A password of ' OR '1'='1 makes the WHERE clause always true. Use parameterised queries (prepared statements) instead of concatenation.",
      },
      {
        prompt:
          'Explain how passwords should be stored, and why a fast hash such as SHA-256 alone is not enough.',
        answer:
          'Store a salted, deliberately slow hash (bcrypt, scrypt, Argon2). Fast hashes let attackers test billions of guesses per second and unsalted ones allow precomputed tables.',
      },
      {
        prompt:
          'Explain the Diffie-Hellman key exchange and the man-in-the-middle attack against it. How does TLS prevent that attack?',
        answer:
          "Both sides exchange g^a and g^b mod p and compute g^ab. An attacker can run one exchange with each side; TLS signs the server's share with a key certified by a trusted CA.",
      },
    ],
    archives: [
      archive(p.tsengChienHua, 114, 'midterm'),
      archive(p.tsengChienHua, 113, 'midterm', { answers: true }),
      archive(p.tsengChienHua, 113, 'final', { answers: true }),
      archive(p.yangPeiShan, 111, 'final'),
    ],
  },
  {
    name: '軟體工程',
    englishName: 'Software Engineering',
    category: 'senior',
    professors: [p.hsiehMingChe],
    questions: [
      {
        prompt: 'Compare the waterfall model and Scrum. For which kind of project is each a good fit?',
        answer:
          'Waterfall runs fixed phases in order and suits stable, well-understood requirements; Scrum delivers in short sprints with frequent feedback and suits changing requirements.',
      },
      {
        prompt: 'Write three user stories with acceptance criteria for an online course-registration system.',
        answer:
          'For example: as a student I want to search courses by name so that I can register quickly; given a keyword, matching courses are listed within one second.',
      },
      {
        prompt:
          'Draw a UML class diagram for an order system with customers, orders, order lines and products.',
        answer:
          'Customer 1 - * Order; Order 1 - 1..* OrderLine (composition); OrderLine * - 1 Product; OrderLine holds quantity and price.',
      },
      {
        prompt: 'Explain the Observer and Strategy design patterns and give a use of each.',
        answer:
          'Observer notifies subscribers of state changes (UI events); Strategy makes an algorithm interchangeable behind an interface (payment methods, sorting).',
      },
      {
        prompt:
          'Design test cases with equivalence partitioning and boundary values for a function accepting ages from 18 to 65.',
        answer:
          'Partitions below 18, 18 to 65, above 65; boundaries 17, 18, 65 and 66, plus invalid input such as negative numbers or text.',
      },
      {
        prompt:
          'What is technical debt? Describe two refactorings that reduce it and how tests make refactoring safe.',
        answer:
          'The future cost of shortcuts taken now. Extract method and replace conditional with polymorphism; a good test suite shows behaviour is unchanged after each step.',
      },
    ],
    archives: [
      archive(p.hsiehMingChe, 113, 'final'),
      archive(p.hsiehMingChe, 112, 'other', { name: '期末專題說明' }),
    ],
  },
];
