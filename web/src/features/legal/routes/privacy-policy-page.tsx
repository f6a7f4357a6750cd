import { Link } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { CONTACT_EMAIL } from '@/lib/site';
import { LegalHeading, LegalLayout } from '@/features/legal/components/legal-layout';
import { StudentAccountsSection } from '@/features/legal/components/student-accounts-section';

/** The sections, in order (their headings: the catalogs' legal.privacy.sections). */
const SECTIONS = [
  'introduction',
  'information-we-collect',
  'local-data-storage',
  'student-accounts',
  'use-of-data',
  'security',
  'sharing',
  'your-rights',
  'cookies',
  'ai-features',
  'childrens-privacy',
  'changes',
  'contact',
] as const;

export default function PrivacyPolicyPage() {
  return (
    <>
      <Seo text={(meta) => meta.privacyPageMeta()} />
      <LegalLayout page="privacy" sections={SECTIONS} related={{ to: '/terms-of-use', page: 'terms' }}>
        <section id="introduction" aria-labelledby="introduction-h">
          <LegalHeading page="privacy" id="introduction" number={1} />
          <p>
            ExamPrep is a free website for students preparing for India&apos;s competitive exams. This policy explains what information the
            site handles when you use it, where that information is kept and the choices you have. We have built the site to need as little
            information about you as possible: you can practise, take mock tests and keep notes without creating an account or telling us
            who you are. An account is optional; what it keeps is set out in Student accounts below.
          </p>
        </section>

        <section id="information-we-collect" aria-labelledby="information-we-collect-h">
          <LegalHeading page="privacy" id="information-we-collect" number={2} />
          <ul>
            <li>
              <strong>Student accounts, only if you create one.</strong> Without an account we hold no names, e-mail addresses or passwords
              of students. With one, we keep what the Student accounts section lists, for the reasons and the time it gives; we never ask
              for your real name or phone number.
            </li>
            <li>
              <strong>Technical request data.</strong> Like every website, our server receives the address of each page or resource your
              browser requests, together with your IP address and browser details. The server uses the IP address only briefly, to limit
              abuse (for example, how many AI explanations one address may request per minute); our request logs record the requested
              address and the response status, not your IP address.
            </li>
            <li>
              <strong>Anonymous counts.</strong> We count how often each exam pattern and cheatsheet is viewed. The counts are plain totals
              and are not linked to you.
            </li>
            <li>
              <strong>Administrators.</strong> The people who edit the content have accounts with a username and password; their sign-in is
              kept in a secure session cookie. This does not apply to students.
            </li>
            <li>
              <strong>E-mails you send us.</strong> If you write to us, we receive your e-mail address and whatever you choose to include,
              and use it only to reply.
            </li>
          </ul>
        </section>

        <section id="local-data-storage" aria-labelledby="local-data-storage-h">
          <LegalHeading page="privacy" id="local-data-storage" number={3} />
          <p>
            Without an account, the site keeps your personal study data only in your browser&apos;s <em>localStorage</em>, on your own
            device, and never sends it to our server (with an account, your saved questions and notes are also kept in it: see Student
            accounts):
          </p>
          <ul>
            <li>
              <strong>Saved questions</strong> — the list of questions you bookmarked.
            </li>
            <li>
              <strong>Notes</strong> — the notes you write in My Notes, with their titles and dates.
            </li>
            <li>
              <strong>Mock-test progress</strong> — the answers and time left of a mock test in progress, so a reload does not lose your
              test.
            </li>
          </ul>
          <p>
            Without an account this data lives only in your browser: we cannot see it, recover it or move it to another device. It stays
            until you delete it in the site (remove a saved question, delete a note) or clear your browser&apos;s site data; private or
            incognito windows usually discard it when they close.
          </p>
        </section>

        <StudentAccountsSection number={4} />

        <section id="use-of-data" aria-labelledby="use-of-data-h">
          <LegalHeading page="privacy" id="use-of-data" number={5} />
          <p>We use the limited information described above only to:</p>
          <ul>
            <li>show you the pages, questions, tests, exam patterns and cheatsheets you ask for;</li>
            <li>keep the service fast, available and protected from abuse;</li>
            <li>understand which pages are used, so we can improve the content (see Cookies and analytics);</li>
            <li>answer messages you send us.</li>
          </ul>
          <p>We do not sell information, show personalised advertising or build profiles of students.</p>
        </section>

        <section id="security" aria-labelledby="security-h">
          <LegalHeading page="privacy" id="security" number={6} />
          <p>
            The site is served over encrypted connections (HTTPS) in production, sends strict security headers, and keeps all service
            credentials on the server, never in the pages your browser loads. Content shown on the site is cleaned of unsafe code before it
            is displayed. Data in your browser&apos;s storage is protected by your device and browser: anyone who uses your browser profile
            can read your notes and saved questions, so use your own profile on shared computers.
          </p>
        </section>

        <section id="sharing" aria-labelledby="sharing-h">
          <LegalHeading page="privacy" id="sharing" number={7} />
          <p>We do not sell, rent or trade information. Information leaves our server only in these cases:</p>
          <ul>
            <li>
              <strong>AI explanations</strong> — the text of the question you ask about is sent to an AI service (see AI features). Nothing
              that identifies you is included.
            </li>
            <li>
              <strong>Analytics</strong> — only when the site operator has turned analytics on (see Cookies and analytics).
            </li>
            <li>
              <strong>Hosting providers</strong> that run our servers, under their obligations of confidentiality.
            </li>
            <li>
              <strong>The law</strong> — when we are required to by a valid legal request under Indian law.
            </li>
          </ul>
        </section>

        <section id="your-rights" aria-labelledby="your-rights-h">
          <LegalHeading page="privacy" id="your-rights" number={8} />
          <ul>
            <li>You can use every part of the site without giving us any personal information.</li>
            <li>
              You can view, change and delete your saved questions and notes at any time in the site, and remove all of them by clearing
              this site&apos;s data in your browser settings.
            </li>
            <li>
              If you have an account, you can download everything it holds and delete it yourself, at any time, from your account page (see
              Student accounts); you can also change your display name and the language of your e-mails there.
            </li>
            <li>
              You can block cookies and analytics scripts with your browser&apos;s settings or a content blocker; the site keeps working.
            </li>
            <li>
              You may ask us what information we hold about you and ask us to correct or delete it, as the Digital Personal Data Protection
              Act, 2023 and other applicable law allow, by writing to the address below.
            </li>
          </ul>
        </section>

        <section id="cookies" aria-labelledby="cookies-h">
          <LegalHeading page="privacy" id="cookies" number={9} />
          <p>
            The site sets no cookies for students who do not sign in. It uses your browser&apos;s localStorage only for the study data
            described above. A student who signs in receives one session cookie (<code>examprep_student</code>), and administrators one of
            their own; neither is used for anything but keeping you signed in.
          </p>
          <p>
            <strong>Analytics is off unless the site operator configures it.</strong> When it is configured, the site loads Google Analytics
            4 and reports each page view: the page address and title, your approximate location derived from your IP address, and your
            device and browser type. Google Analytics sets its own cookies (such as <code>_ga</code>) to tell visits apart. We use these
            reports only in aggregate, to see which pages help students. When analytics is not configured, no analytics script is loaded and
            nothing is sent. Student account pages (sign-in, dashboard, account settings) are never reported and load no analytics script.
          </p>
        </section>

        <section id="ai-features" aria-labelledby="ai-features-h">
          <LegalHeading page="privacy" id="ai-features" number={10} />
          <p>
            The Owl AI Explanation button asks Google&apos;s Gemini generative AI service to explain a practice question. The request is
            made by our server, not your browser, and contains only the question, its options and its correct answer as stored on the site —
            never your identity, your notes or your saved questions. Explanations may be kept on our server and shown to other students who
            ask about the same question. AI explanations may contain mistakes; see our <Link to="/terms-of-use">Terms of Use</Link>.
          </p>
        </section>

        <section id="childrens-privacy" aria-labelledby="childrens-privacy-h">
          <LegalHeading page="privacy" id="childrens-privacy" number={11} />
          <p>
            The site is meant for students preparing for competitive exams and is not directed at children under 13. We do not knowingly
            collect personal information from children under 13, and nothing on the site requires personal information. If you believe a
            child under 13 has sent us personal information (for example by e-mail), contact us and we will delete it.
          </p>
        </section>

        <section id="changes" aria-labelledby="changes-h">
          <LegalHeading page="privacy" id="changes" number={12} />
          <p>
            We may update this policy when the site changes. The current version is always on this page, with the date shown at the top.
            Please check it from time to time; continuing to use the site means you accept the policy as it then stands.
          </p>
        </section>

        <section id="contact" aria-labelledby="contact-h">
          <LegalHeading page="privacy" id="contact" number={13} />
          <p>
            For questions about this policy or your information, write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. We aim to
            reply within about 48 hours.
          </p>
        </section>
      </LegalLayout>
    </>
  );
}
