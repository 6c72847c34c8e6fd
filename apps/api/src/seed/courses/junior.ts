import { demoArchive as archive, demoProfessors as p } from '../professors.ts';
import type { DemoCourse } from '../types.ts';

/** Third-year courses of the demo department. */
export const juniorCourses: readonly DemoCourse[] = [
  {
    name: '演算法',
    englishName: 'Algorithms',
    category: 'junior',
    professors: [p.chenChihMing, p.tsaiTsungHan],
    questions: [
      {
        prompt:
          'Solve T(n) = 2T(n/2) + n log n and T(n) = 4T(n/2) + n with the master theorem or a recursion tree.',
        answer:
          'T(n) = Theta(n log^2 n) (each of the log n levels costs about n log n); T(n) = Theta(n^2) (case 1).',
      },
      {
        prompt:
          'Prove that any comparison-based sorting algorithm needs Omega(n log n) comparisons in the worst case.',
        answer:
          'A decision tree must have at least n! leaves, so its height is at least log(n!) = Omega(n log n).',
      },
      {
        prompt:
          'Give a dynamic programming algorithm for the longest common subsequence of two strings and find the LCS of ABCBDAB and BDCABA.',
        answer:
          'L[i][j] = L[i-1][j-1] + 1 if the characters match, else max(L[i-1][j], L[i][j-1]); O(mn) time. One LCS is BCBA (length 4).',
      },
      {
        prompt:
          'Show that the greedy choice "earliest finish time first" gives an optimal solution to the activity selection problem.',
        answer:
          'Exchange argument: any optimal schedule can swap its first activity for the one finishing earliest without conflict, and the rest is an optimal subproblem.',
      },
      {
        prompt: 'Describe the Bellman-Ford algorithm, its running time, and how it detects a negative cycle.',
        answer:
          'Relax every edge V - 1 times, O(VE). If one more pass still relaxes an edge, a negative cycle is reachable from the source.',
      },
      {
        prompt:
          'Show that 3-SAT reduces to CLIQUE in polynomial time, and explain what this implies about CLIQUE.',
        answer:
          'One vertex per literal, edges between non-contradictory literals of different clauses; the formula with k clauses is satisfiable iff there is a k-clique. CLIQUE is NP-complete.',
      },
    ],
    archives: [
      archive(p.chenChihMing, 114, 'midterm'),
      archive(p.chenChihMing, 113, 'midterm', { answers: true }),
      archive(p.chenChihMing, 113, 'final'),
      archive(p.tsaiTsungHan, 112, 'midterm', { answers: true }),
      archive(p.tsaiTsungHan, 112, 'final', { answers: true }),
      archive(p.tsaiTsungHan, 110, 'other', { name: '作業一' }),
    ],
  },
  {
    name: '作業系統',
    englishName: 'Operating Systems',
    category: 'junior',
    professors: [p.liuChiaHao],
    questions: [
      {
        prompt:
          'Processes P1-P4 arrive at 0, 1, 2, 3 with burst times 8, 4, 9, 5. Compute the average waiting time under FCFS, preemptive SJF and round robin with quantum 4.',
        answer:
          'FCFS: (0 + 7 + 10 + 18) / 4 = 8.75. Preemptive SJF: (9 + 0 + 15 + 2) / 4 = 6.5. Round robin (q = 4): (12 + 3 + 15 + 17) / 4 = 11.75.',
      },
      {
        prompt: 'Explain the difference between a process and a thread, and what a context switch must save.',
        answer:
          'Threads share the address space and resources of their process but have their own registers and stack; a context switch saves the registers, PC, stack pointer and scheduling state.',
      },
      {
        prompt:
          'Solve the bounded-buffer producer-consumer problem with semaphores and explain what goes wrong if the two wait operations of the producer are swapped.',
        answer:
          'Semaphores empty = N, full = 0, mutex = 1. If the producer waits on mutex before empty while the buffer is full, it sleeps holding the mutex and the consumer can never enter: deadlock.',
      },
      {
        prompt:
          "Available = (3, 3, 2). Allocation: P0 (0, 1, 0), P1 (2, 0, 0), P2 (3, 0, 2), P3 (2, 1, 1), P4 (0, 0, 2). Max: P0 (7, 5, 3), P1 (3, 2, 2), P2 (9, 0, 2), P3 (2, 2, 2), P4 (4, 3, 3). Is the state safe? Use the banker's algorithm.",
        answer:
          'Need = Max - Allocation. P1 can finish (Available becomes 5, 3, 2), then P3 (7, 4, 3), P4 (7, 4, 5), P2 (10, 4, 7) and P0. The state is safe: <P1, P3, P4, P2, P0>.',
      },
      {
        prompt:
          'For the reference string 7 0 1 2 0 3 0 4 2 3 0 3 2 with 3 frames, count the page faults under FIFO, LRU and OPT.',
        answer: 'FIFO 10, LRU 9, OPT 7.',
      },
      {
        prompt:
          'A system uses 32-bit virtual addresses, 4 KiB pages and 4-byte page table entries. How large is a single-level page table, and how does a two-level table help?',
        answer:
          '2^20 entries x 4 bytes = 4 MiB per process. A two-level table only allocates the second-level tables for regions in use.',
      },
    ],
    archives: [
      archive(p.liuChiaHao, 114, 'midterm', { answers: true }),
      archive(p.liuChiaHao, 113, 'midterm'),
      archive(p.liuChiaHao, 113, 'final', { answers: true }),
      archive(p.liuChiaHao, 112, 'final'),
      archive(p.liuChiaHao, 111, 'quiz', { name: '第二次小考', answers: true }),
    ],
  },
  {
    name: '計算機網路',
    englishName: 'Computer Networks',
    category: 'junior',
    professors: [p.yangPeiShan],
    questions: [
      {
        prompt:
          'A 1500-byte packet crosses a 10 Mbps link of 2000 km with propagation speed 2 x 10^8 m/s. Compute the transmission and propagation delays.',
        answer: 'Transmission 12000 bits / 10^7 bps = 1.2 ms; propagation 2 x 10^6 m / 2 x 10^8 m/s = 10 ms.',
      },
      {
        prompt:
          'Describe what happens, from DNS lookup to the HTTP response, when a browser opens https://www.example.edu/.',
        answer:
          'DNS resolves the name, a TCP three-way handshake and a TLS handshake follow, then the HTTP GET is sent and the response returned over the encrypted connection.',
      },
      {
        prompt:
          'Explain TCP slow start, congestion avoidance and fast recovery, and sketch cwnd over time after a triple duplicate ACK.',
        answer:
          'cwnd doubles each RTT up to ssthresh, then grows by one MSS per RTT; on a triple duplicate ACK ssthresh = cwnd / 2 and cwnd restarts from there (fast recovery) instead of 1 MSS.',
      },
      {
        prompt:
          'Compare Go-Back-N and Selective Repeat. What window size limit does Selective Repeat need with k-bit sequence numbers?',
        answer:
          'GBN resends everything after a loss, SR only the lost packet. SR needs a window of at most 2^(k-1).',
      },
      {
        prompt:
          'Split 192.168.10.0/24 into subnets for 100, 50 and 20 hosts. Give each network address and mask.',
        answer: '192.168.10.0/25 (126 hosts), 192.168.10.128/26 (62 hosts), 192.168.10.192/27 (30 hosts).',
      },
      {
        prompt:
          'Explain how routers update their tables in the distance-vector algorithm, and the count-to-infinity problem it suffers from.',
        answer:
          'Each router updates D(x, y) = min over neighbours v of c(x, v) + D(v, y). After a link failure, routers can keep advertising stale routes to each other and increase slowly; poisoned reverse helps for two-node loops.',
      },
    ],
    archives: [
      archive(p.yangPeiShan, 113, 'midterm', { answers: true }),
      archive(p.yangPeiShan, 113, 'final'),
      archive(p.yangPeiShan, 111, 'midterm'),
    ],
  },
  {
    name: '資料庫系統',
    englishName: 'Database Systems',
    category: 'junior',
    professors: [p.hsiehMingChe],
    questions: [
      {
        prompt:
          'Write SQL for: the names of students who took every course offered by the CS department, given Student, Course and Takes tables.',
        answer:
          'Relational division: select students for which no CS course exists that they did not take (NOT EXISTS ... EXCEPT ...), or group by student and compare the count with the number of CS courses.',
      },
      {
        prompt:
          'Draw an ER diagram for a library with members, books, copies and loans, then map it to relations.',
        answer:
          'Member(id, name), Book(isbn, title), Copy(isbn, copy_no) weak on Book, Loan(member_id, isbn, copy_no, due_date) for the relationship.',
      },
      {
        prompt: 'Given R(A, B, C, D) with A -> B and B -> C, find the keys and decompose R into BCNF.',
        answer:
          'The only key is AD. Decompose into (B, C), (A, B) and (A, D); the decomposition is lossless.',
      },
      {
        prompt:
          'Explain how a B+ tree of order 4 handles insertion of 1 to 10 in order, and why databases prefer B+ trees to binary trees.',
        answer:
          'Leaves split when they overflow and push the middle key up; the tree stays balanced and shallow, so a lookup needs few disk pages.',
      },
      {
        prompt:
          'Determine whether the schedule r1(A) w2(A) r2(B) w1(B) is conflict serializable, with a precedence graph.',
        answer: 'Edges T1 -> T2 (on A) and T2 -> T1 (on B) form a cycle, so it is not conflict serializable.',
      },
      {
        prompt:
          'Explain write-ahead logging and how the undo and redo phases recover a database after a crash.',
        answer:
          'Log records reach disk before the data pages they describe. Redo replays logged changes of committed transactions; undo rolls back those of uncommitted ones.',
      },
    ],
    archives: [
      archive(p.hsiehMingChe, 112, 'midterm', { answers: true }),
      archive(p.hsiehMingChe, 112, 'final'),
    ],
  },
];
