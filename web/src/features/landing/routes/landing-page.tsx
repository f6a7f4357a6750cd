import { Link } from 'react-router-dom';
import { Seo } from '../../../components/seo';
import styles from './landing-page.module.css';

const FEATURES = [
  {
    icon: '📚',
    title: 'Comprehensive Library',
    text: 'Thousands of practice questions organised by topic and subtopic, each with a clear written explanation.',
  },
  {
    icon: '⏱️',
    title: 'Real-time Testing',
    text: 'Timed 30-minute mock tests with instant scoring and a full question review, just like the real exam.',
  },
  {
    icon: '🎯',
    title: 'Targeted Practice',
    text: 'Filter questions by exam — SSC, banking, RRB and more — and focus on the areas that matter for you.',
  },
];

const AREAS = [
  {
    to: '/practice/general-aptitude',
    title: 'Aptitude',
    text: 'Percentages, profit and loss, time and work, interest and data interpretation.',
  },
  { to: '/practice/logical-reasoning', title: 'Reasoning', text: 'Series, coding-decoding, blood relations and direction sense.' },
  {
    to: '/practice/computer-science',
    title: 'Computer Science',
    text: 'Fundamentals, data structures, DBMS and SQL, and computer networks.',
  },
];

const BENEFITS = [
  'Completely free — no account, no payment, no ads in your way',
  'Works on any phone, even on a slow connection',
  'Save questions and keep notes right on your device',
  'Exam patterns and cheatsheets you can trust',
];

export default function LandingPage() {
  return (
    <>
      <Seo text={(meta) => meta.homePageMeta()} />
      <section className={styles.hero}>
        <div className="container">
          <p className={styles.eyebrow}>Trusted by 10,000+ students · 100% free · Available 24/7</p>
          <h1>Crack your competitive exam with free, expert-curated practice</h1>
          <p className={styles.lead}>
            Practice questions with clear explanations, realistic timed mock tests, exam patterns and cheatsheets for SSC, RRB, banking,
            UPSC, defence, JEE and NEET — all free, no account needed.
          </p>
          <Link to="/practice" className="btn btn-gold">
            Start Practicing Free
          </Link>
        </div>
      </section>

      <section className="container" aria-labelledby="features-heading">
        <h2 id="features-heading" className={styles.sectionTitle}>
          Why students choose ExamPrep
        </h2>
        <ul className={styles.cards}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card">
              <span className={styles.icon} aria-hidden="true">
                {feature.icon}
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container" aria-labelledby="areas-heading">
        <h2 id="areas-heading" className={styles.sectionTitle}>
          Practice areas
        </h2>
        <ul className={styles.cards}>
          {AREAS.map((area) => (
            <li key={area.to}>
              <Link to={area.to} className={`card ${styles.areaCard}`}>
                <h3>{area.title}</h3>
                <p>{area.text}</p>
                <span className={styles.cue}>Start practising →</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={`container ${styles.closing}`} aria-labelledby="closing-heading">
        <div className={`card ${styles.closingCard}`}>
          <h2 id="closing-heading">Ready to start?</h2>
          <ul className={styles.benefits}>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <Link to="/practice" className="btn btn-primary">
            Browse all topics
          </Link>
        </div>
      </section>
    </>
  );
}
