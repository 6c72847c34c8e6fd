import { demoArchive as archive, demoProfessors as p } from '../professors.ts';
import type { DemoCourse } from '../types.ts';

/** Graduate courses of the demo department. */
export const graduateCourses: readonly DemoCourse[] = [
  {
    name: '機器學習',
    englishName: 'Machine Learning',
    category: 'graduate',
    professors: [p.suChengHung],
    questions: [
      {
        prompt:
          'Derive the closed-form solution of linear regression with L2 regularisation (ridge regression).',
        answer: 'Minimising ||Xw - y||^2 + lambda ||w||^2 gives w = (X^T X + lambda I)^-1 X^T y.',
      },
      {
        prompt:
          'Explain the bias-variance trade-off and how k-fold cross-validation helps choose model complexity.',
        answer:
          'Simple models underfit (high bias), complex ones overfit (high variance); cross-validation estimates test error for each complexity so the minimum can be chosen.',
      },
      {
        prompt: 'Write the logistic regression loss and its gradient, and explain why it is convex.',
        answer:
          'L(w) = -sum of y log s(w.x) + (1 - y) log(1 - s(w.x)); gradient = sum of (s(w.x) - y) x. Its Hessian X^T S X is positive semidefinite.',
      },
      {
        prompt: 'Derive the dual of the hard-margin SVM and explain the kernel trick.',
        answer:
          'Maximise sum a_i - 1/2 sum a_i a_j y_i y_j x_i.x_j subject to a_i >= 0 and sum a_i y_i = 0. Only inner products appear, so they can be replaced by a kernel k(x_i, x_j).',
      },
      {
        prompt:
          'Describe the EM algorithm for a Gaussian mixture model, and why it never decreases the likelihood.',
        answer:
          "E-step: compute each point's responsibility for each component; M-step: re-estimate weights, means and covariances from them. Each step maximises a lower bound that touches the log-likelihood.",
      },
      {
        prompt: 'Compare PCA and t-SNE for visualising high-dimensional data.',
        answer:
          'PCA is a linear projection keeping maximal variance and global structure; t-SNE is non-linear, keeps local neighbourhoods, and its distances between clusters are not meaningful.',
      },
    ],
    archives: [
      archive(p.suChengHung, 113, 'midterm', { answers: true }),
      archive(p.suChengHung, 113, 'final'),
      archive(p.suChengHung, 112, 'midterm'),
    ],
  },
  {
    name: '分散式系統',
    englishName: 'Distributed Systems',
    category: 'graduate',
    professors: [p.liuChiaHao],
    questions: [
      {
        prompt:
          'Explain Lamport clocks and vector clocks. Which of them can tell that two events are concurrent?',
        answer:
          'Lamport clocks give a total order consistent with causality, but C(a) < C(b) does not imply a happened before b. Vector clocks can: incomparable vectors mean concurrent events.',
      },
      {
        prompt:
          'State the CAP theorem and classify a system that stays available during a network partition.',
        answer:
          'During a partition a system must give up consistency or availability; staying available makes it AP, with eventual consistency.',
      },
      {
        prompt:
          'Describe leader election and log replication in Raft, and when an entry counts as committed.',
        answer:
          'Followers that time out become candidates and win with a majority of votes in a term. The leader appends entries to followers; an entry of its term is committed once stored on a majority.',
      },
      {
        prompt:
          'Explain two-phase commit and what happens if the coordinator crashes after the prepare phase.',
        answer:
          'The coordinator asks all participants to prepare, then commits if all vote yes. Participants that voted yes must block until the coordinator recovers.',
      },
      {
        prompt: 'Explain consistent hashing and why virtual nodes improve it.',
        answer:
          'Keys and nodes are placed on a ring; a key belongs to the next node clockwise, so adding a node moves only nearby keys. Virtual nodes spread each node over many points for balance.',
      },
      {
        prompt:
          'Why is consensus impossible in an asynchronous system with one faulty process (FLP), and how do practical systems cope?',
        answer:
          'A slow process cannot be told apart from a crashed one. Practical systems use timeouts (partial synchrony) or randomisation to guarantee progress eventually.',
      },
    ],
    archives: [archive(p.liuChiaHao, 113, 'final', { answers: true }), archive(p.liuChiaHao, 111, 'midterm')],
  },
  {
    name: '深度學習',
    englishName: 'Deep Learning',
    category: 'graduate',
    professors: [p.suChengHung, p.liaoWanTing],
    questions: [
      {
        prompt:
          'Derive backpropagation for a two-layer network with ReLU hidden units and softmax output with cross-entropy loss.',
        answer:
          'dL/dz2 = softmax(z2) - y; dW2 = h^T dz2; dh = dz2 W2^T; dz1 = dh * 1[z1 > 0]; dW1 = x^T dz1.',
      },
      {
        prompt: 'Explain vanishing gradients in deep networks and three techniques that address them.',
        answer:
          'Repeated multiplication by small derivatives shrinks gradients. ReLU activations, residual connections and normalisation (batch or layer norm) with careful initialisation help.',
      },
      {
        prompt:
          'A 32 x 32 x 3 input goes through a 5 x 5 convolution with 16 filters, stride 1, padding 2. Give the output size and the number of parameters.',
        answer: 'Output 32 x 32 x 16; parameters 5 x 5 x 3 x 16 + 16 = 1216.',
      },
      {
        prompt:
          'Explain scaled dot-product attention and why the scores are divided by the square root of d_k.',
        answer:
          'softmax(Q K^T / sqrt(d_k)) V. Without scaling, large dot products push softmax into regions with tiny gradients.',
      },
      {
        prompt: 'Compare dropout and weight decay as regularisers.',
        answer:
          'Dropout randomly zeroes units during training, acting like an ensemble; weight decay penalises large weights. Both reduce overfitting and are often combined.',
      },
      {
        prompt: 'Describe how a GAN is trained and what mode collapse is.',
        answer:
          'A generator and a discriminator play a minimax game, trained in alternation. Mode collapse: the generator produces only a few kinds of samples that fool the discriminator.',
      },
    ],
    archives: [
      archive(p.liaoWanTing, 114, 'midterm'),
      archive(p.suChengHung, 112, 'final', { answers: true }),
    ],
  },
];
