import { Link } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { CONTACT_EMAIL } from '@/lib/site';
import { LegalHeading, LegalLayout } from '@/features/legal/components/legal-layout';

/** The sections, in order (their headings: the catalogs' legal.terms.sections). */
const SECTIONS = [
  'agreement',
  'services',
  'user-accounts',
  'ai-explanations',
  'acceptable-use',
  'content-ownership',
  'privacy',
  'disclaimers',
  'liability',
  'termination',
  'governing-law',
  'changes',
  'contact',
] as const;

export default function TermsOfUsePage() {
  return (
    <>
      <Seo text={(meta) => meta.termsPageMeta()} />
      <LegalLayout page="terms" sections={SECTIONS} related={{ to: '/privacy-policy', page: 'privacy' }}>
        <section id="agreement" aria-labelledby="agreement-h">
          <LegalHeading page="terms" id="agreement" number={1} />
          <p>
            By using ExamPrep you agree to these Terms of Use and to our <Link to="/privacy-policy">Privacy Policy</Link>. If you do not
            agree, please do not use the site.
          </p>
        </section>

        <section id="services" aria-labelledby="services-h">
          <LegalHeading page="terms" id="services" number={2} />
          <p>
            ExamPrep offers, free of charge: practice questions with explanations organised by topic and subtopic, timed mock tests, random
            practice, exam patterns, cheatsheets, saved questions and personal notes kept on your device, and AI-generated explanations. We
            may add, change or withdraw any feature at any time, and the site may sometimes be unavailable for maintenance or reasons beyond
            our control.
          </p>
        </section>

        <section id="user-accounts" aria-labelledby="user-accounts-h">
          <LegalHeading page="terms" id="user-accounts" number={3} />
          <p>
            Students do not need an account: everything on the public site can be used without signing up. Administrator accounts exist only
            for the people who manage the content; they are created by the site&apos;s operators and cannot be registered by the public.
            Administrators must keep their credentials secret and are responsible for what is done with their account. Attempting to access
            the administration area without authorisation is prohibited.
          </p>
        </section>

        <section id="ai-explanations" aria-labelledby="ai-explanations-h">
          <LegalHeading page="terms" id="ai-explanations" number={4} />
          <p>
            The Owl AI Explanation feature uses a generative AI model to explain questions. AI explanations are produced automatically, are
            not reviewed by our editors before you see them and may be incomplete, misleading or wrong — including the answer they name.
            Treat them as a study aid, not an authority: check them against the written explanation, your textbooks and the official sources
            for your exam.
          </p>
        </section>

        <section id="acceptable-use" aria-labelledby="acceptable-use-h">
          <LegalHeading page="terms" id="acceptable-use" number={5} />
          <p>You agree not to:</p>
          <ul>
            <li>copy, scrape or download the site&apos;s content in bulk, or republish it, except as allowed below;</li>
            <li>overload, probe, disrupt or attempt to break the security of the site or its servers;</li>
            <li>use automated tools to send requests, including AI explanation requests, at a rate a person could not;</li>
            <li>use the site for anything unlawful, or to harm other students.</li>
          </ul>
        </section>

        <section id="content-ownership" aria-labelledby="content-ownership-h">
          <LegalHeading page="terms" id="content-ownership" number={6} />
          <p>
            The questions, explanations, exam patterns, cheatsheets, design and text of the site belong to ExamPrep and its contributors.
            You may use them for your own study and share links to any page. The site&apos;s software is open source under its own licence;
            that licence covers the code, not the study content. The notes you write are yours; they stay on your device and we claim no
            rights in them. Exam names and trademarks belong to their owners; ExamPrep is not affiliated with any examining body.
          </p>
        </section>

        <section id="privacy" aria-labelledby="privacy-h">
          <LegalHeading page="terms" id="privacy" number={7} />
          <p>
            How we handle information is described in our <Link to="/privacy-policy">Privacy Policy</Link>. In short: no student accounts,
            and your saved questions, notes and mock-test progress stay in your own browser.
          </p>
        </section>

        <section id="disclaimers" aria-labelledby="disclaimers-h">
          <LegalHeading page="terms" id="disclaimers" number={8} />
          <p>
            The site is provided &quot;as is&quot; and &quot;as available&quot;. We work to keep questions, answers and exam information
            accurate, but we do not guarantee that any content is complete, current or free of errors. Exam patterns, fees, dates and
            eligibility rules change: always confirm them with the official notification of your exam. Using the site does not guarantee any
            result in any examination.
          </p>
        </section>

        <section id="liability" aria-labelledby="liability-h">
          <LegalHeading page="terms" id="liability" number={9} />
          <p>
            To the fullest extent permitted by law, ExamPrep and its contributors are not liable for any indirect, incidental or
            consequential loss arising from your use of the site or reliance on its content, including lost notes or saved questions when
            browser data is cleared. As the service is free, our total liability for any claim is limited to zero rupees (₹0), except where
            the law does not allow such a limit.
          </p>
        </section>

        <section id="termination" aria-labelledby="termination-h">
          <LegalHeading page="terms" id="termination" number={10} />
          <p>
            We may restrict or block access for anyone who breaks these terms, and we may suspend or discontinue the site or any part of it.
            You may stop using the site at any time; to remove your data, clear this site&apos;s data in your browser.
          </p>
        </section>

        <section id="governing-law" aria-labelledby="governing-law-h">
          <LegalHeading page="terms" id="governing-law" number={11} />
          <p>
            These terms are governed by the laws of India. Any dispute arising from them or from your use of the site is subject to the
            jurisdiction of the courts of India.
          </p>
        </section>

        <section id="changes" aria-labelledby="changes-h">
          <LegalHeading page="terms" id="changes" number={12} />
          <p>
            We may revise these terms from time to time. The current version is always on this page with the date shown at the top;
            continuing to use the site after a change means you accept the revised terms.
          </p>
        </section>

        <section id="contact" aria-labelledby="contact-h">
          <LegalHeading page="terms" id="contact" number={13} />
          <p>
            Questions about these terms? Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. We aim to reply within about 48
            hours.
          </p>
        </section>
      </LegalLayout>
    </>
  );
}
