import type { SeedTopic } from '#src/seed/types.js';

const FILL_IN_INTRO = '<p>Choose the word or phrase that best fills the blank in the sentence below.</p>';

const ERROR_SPOTTING_INTRO =
  '<p>Read the sentence below to find out whether there is a grammatical error in it. The error, if any, will be in one part of the sentence. If there is no error, choose <em>No error</em>.</p>';

/** Original demo questions: English vocabulary and grammar for SSC and banking exams. */
export const englishLanguage: SeedTopic = {
  topic_name: 'english-language',
  subtopics: [
    {
      subtopic_name: 'synonyms-and-antonyms',
      category: 'Vocabulary',
      questions: [
        {
          question: '<p>Choose the word that is most similar in meaning to <strong>BENEVOLENT</strong>.</p>',
          options: [{ option_text: 'Malicious' }, { option_text: 'Kindly' }, { option_text: 'Indifferent' }, { option_text: 'Arrogant' }],
          answer: 'Kindly',
          explanation:
            '<p><strong>Benevolent</strong> means well-meaning and kindly, wishing to do good to others, as in <em>a benevolent landlord who never raised the rent</em>. <strong>Kindly</strong> is the closest synonym. <em>Malicious</em> (wishing harm) is nearly its opposite, while <em>indifferent</em> and <em>arrogant</em> describe a lack of concern and a sense of superiority.</p>',
          exams: ['SSC CGL'],
        },
        {
          question: '<p>Choose the word that is most nearly <strong>opposite</strong> in meaning to <strong>ABUNDANT</strong>.</p>',
          options: [{ option_text: 'Plentiful' }, { option_text: 'Ample' }, { option_text: 'Scarce' }, { option_text: 'Copious' }],
          answer: 'Scarce',
          explanation:
            '<p><strong>Abundant</strong> means existing in large quantities, more than enough. Its antonym is <strong>scarce</strong>, meaning in short supply. <em>Plentiful</em>, <em>ample</em> and <em>copious</em> are all synonyms of abundant, so they cannot be the answer.</p>',
          exams: ['SSC CGL', 'IBPS PO'],
        },
        {
          question: '<p>Choose the word that is most similar in meaning to <strong>CANDID</strong>.</p>',
          options: [{ option_text: 'Frank' }, { option_text: 'Secretive' }, { option_text: 'Cautious' }, { option_text: 'Polite' }],
          answer: 'Frank',
          explanation:
            '<p><strong>Candid</strong> means truthful and straightforward, saying what one really thinks, as in <em>a candid opinion</em>. <strong>Frank</strong> carries the same meaning. <em>Secretive</em> is close to the opposite, and a cautious or polite remark need not be honest or direct.</p>',
          exams: ['IBPS PO'],
        },
        {
          question: '<p>Choose the word that is most nearly <strong>opposite</strong> in meaning to <strong>EPHEMERAL</strong>.</p>',
          options: [{ option_text: 'Transient' }, { option_text: 'Fleeting' }, { option_text: 'Brief' }, { option_text: 'Permanent' }],
          answer: 'Permanent',
          explanation:
            '<p><strong>Ephemeral</strong> means lasting for a very short time, as in <em>the ephemeral beauty of a rainbow</em>. Its antonym is <strong>permanent</strong>, meaning lasting indefinitely. <em>Transient</em>, <em>fleeting</em> and <em>brief</em> are synonyms of ephemeral.</p>',
          exams: ['SSC CGL', 'SSC CHSL'],
        },
        {
          question: '<p>Choose the word that is most similar in meaning to <strong>OBSOLETE</strong>.</p>',
          options: [{ option_text: 'Modern' }, { option_text: 'Essential' }, { option_text: 'Outdated' }, { option_text: 'Popular' }],
          answer: 'Outdated',
          explanation:
            '<p>Something <strong>obsolete</strong> is no longer produced or used because something newer has replaced it, as typewriters have been replaced by computers. <strong>Outdated</strong> is the closest synonym. <em>Modern</em> is the opposite, and <em>essential</em> and <em>popular</em> are unrelated in meaning.</p>',
        },
        {
          question: '<p>Choose the word that is most nearly <strong>opposite</strong> in meaning to <strong>FRUGAL</strong>.</p>',
          options: [{ option_text: 'Thrifty' }, { option_text: 'Extravagant' }, { option_text: 'Economical' }, { option_text: 'Prudent' }],
          answer: 'Extravagant',
          explanation:
            '<p>A <strong>frugal</strong> person is careful with money and avoids waste. The antonym is <strong>extravagant</strong>, meaning spending much more than is necessary or sensible. <em>Thrifty</em> and <em>economical</em> are synonyms of frugal, and <em>prudent</em> (careful, sensible) is close to it in meaning.</p>',
          exams: ['IBPS PO', 'SBI PO'],
        },
        {
          question: '<p>Choose the word that is most similar in meaning to <strong>LUCID</strong>.</p>',
          options: [{ option_text: 'Confusing' }, { option_text: 'Lengthy' }, { option_text: 'Dull' }, { option_text: 'Clear' }],
          answer: 'Clear',
          explanation:
            '<p><strong>Lucid</strong> means expressed clearly and easy to understand, as in <em>a lucid explanation of a difficult topic</em>. Its synonym is <strong>clear</strong>. <em>Confusing</em> is its opposite, and a lengthy or dull explanation is not necessarily unclear.</p>',
        },
        {
          question: '<p>Choose the word that is most nearly <strong>opposite</strong> in meaning to <strong>DILIGENT</strong>.</p>',
          options: [{ option_text: 'Industrious' }, { option_text: 'Lazy' }, { option_text: 'Careful' }, { option_text: 'Persistent' }],
          answer: 'Lazy',
          explanation:
            '<p>A <strong>diligent</strong> person works hard and with steady care. The opposite is <strong>lazy</strong>, meaning unwilling to work or make an effort. <em>Industrious</em> is a synonym, and <em>careful</em> and <em>persistent</em> describe qualities that a diligent person usually has.</p>',
          exams: ['RRB NTPC'],
        },
        {
          question: '<p>Choose the word that is most similar in meaning to <strong>AMELIORATE</strong>.</p>',
          options: [{ option_text: 'Improve' }, { option_text: 'Worsen' }, { option_text: 'Ignore' }, { option_text: 'Measure' }],
          answer: 'Improve',
          explanation:
            '<p>To <strong>ameliorate</strong> is to make something bad or unsatisfactory better, as in <em>measures to ameliorate the living conditions of slum dwellers</em>. Its synonym is <strong>improve</strong>. <em>Worsen</em> is the exact opposite, and the other two words are unrelated.</p>',
        },
        {
          question: '<p>Choose the word that is most nearly <strong>opposite</strong> in meaning to <strong>VERBOSE</strong>.</p>',
          options: [{ option_text: 'Wordy' }, { option_text: 'Eloquent' }, { option_text: 'Concise' }, { option_text: 'Loud' }],
          answer: 'Concise',
          explanation:
            '<p><strong>Verbose</strong> means using more words than are needed. Its antonym is <strong>concise</strong>, meaning giving much information in few words. <em>Wordy</em> is a synonym of verbose, <em>eloquent</em> means fluent and persuasive, and <em>loud</em> refers to volume, not length.</p>',
        },
      ],
    },
    {
      subtopic_name: 'error-spotting',
      category: 'Grammar',
      questions: [
        {
          question: `${ERROR_SPOTTING_INTRO}<p><strong>Each of the boys / who were selected for the team / have to report by 9 a.m. / No error</strong></p>`,
          options: [
            { option_text: 'Each of the boys' },
            { option_text: 'who were selected for the team' },
            { option_text: 'have to report by 9 a.m.' },
            { option_text: 'No error' },
          ],
          answer: 'have to report by 9 a.m.',
          explanation:
            '<p>The subject of the main clause is <strong>Each</strong>, which is singular, so the verb must also be singular: <em>Each of the boys … <strong>has</strong> to report by 9 a.m.</em> The relative clause <em>who were selected</em> is correct because <em>who</em> refers to the plural noun <em>boys</em>.</p>',
          exams: ['SSC CGL'],
        },
        {
          question: `${ERROR_SPOTTING_INTRO}<p><strong>My elder brother is / senior than me / by four years. / No error</strong></p>`,
          options: [
            { option_text: 'My elder brother is' },
            { option_text: 'senior than me' },
            { option_text: 'by four years.' },
            { option_text: 'No error' },
          ],
          answer: 'senior than me',
          explanation:
            '<p>Latin comparatives such as <em>senior, junior, superior, inferior, prior</em> and <em>preferable</em> are followed by <strong>to</strong>, not <em>than</em>. The correct sentence is <em>My elder brother is <strong>senior to me</strong> by four years.</em></p>',
          exams: ['SSC CGL', 'IBPS PO'],
        },
        {
          question: `${ERROR_SPOTTING_INTRO}<p><strong>The news that / he brought from the village / are very encouraging. / No error</strong></p>`,
          options: [
            { option_text: 'The news that' },
            { option_text: 'he brought from the village' },
            { option_text: 'are very encouraging.' },
            { option_text: 'No error' },
          ],
          answer: 'are very encouraging.',
          explanation:
            '<p><strong>News</strong> looks plural but is an uncountable noun that always takes a singular verb. The sentence should read <em>The news that he brought from the village <strong>is</strong> very encouraging.</em> Other nouns that behave the same way include <em>information, advice</em> and <em>furniture</em>.</p>',
          exams: ['IBPS PO'],
        },
        {
          question: `${ERROR_SPOTTING_INTRO}<p><strong>She has been working / in this company / since five years. / No error</strong></p>`,
          options: [
            { option_text: 'She has been working' },
            { option_text: 'in this company' },
            { option_text: 'since five years.' },
            { option_text: 'No error' },
          ],
          answer: 'since five years.',
          explanation:
            '<p><strong>Since</strong> is used with a point in time (<em>since 2019, since Monday</em>), while <strong>for</strong> is used with a period of time. Five years is a period, so the correct form is <em>She has been working in this company <strong>for</strong> five years.</em></p>',
          exams: ['SSC CGL'],
        },
        {
          question: `${ERROR_SPOTTING_INTRO}<p><strong>One of my friend / lives in Pune / with his parents. / No error</strong></p>`,
          options: [
            { option_text: 'One of my friend' },
            { option_text: 'lives in Pune' },
            { option_text: 'with his parents.' },
            { option_text: 'No error' },
          ],
          answer: 'One of my friend',
          explanation:
            '<p>The pattern <em>one of</em> must be followed by a plural noun, because it picks one member out of a group: <em>One of my <strong>friends</strong></em>. The verb <em>lives</em> is correctly singular because its subject is <em>one</em>.</p>',
        },
        {
          question: `${ERROR_SPOTTING_INTRO}<p><strong>Neither the teacher nor the students / was present / in the hall. / No error</strong></p>`,
          options: [
            { option_text: 'Neither the teacher nor the students' },
            { option_text: 'was present' },
            { option_text: 'in the hall.' },
            { option_text: 'No error' },
          ],
          answer: 'was present',
          explanation:
            '<p>When two subjects are joined by <em>neither … nor</em> or <em>either … or</em>, the verb agrees with the subject nearer to it (the rule of proximity). Here the nearer subject is <em>the students</em>, which is plural, so the verb should be <strong>were</strong>: <em>Neither the teacher nor the students were present in the hall.</em></p>',
          exams: ['IBPS PO', 'SBI PO'],
        },
        {
          question: `${ERROR_SPOTTING_INTRO}<p><strong>I am looking forward to meet you / at the conference / next week. / No error</strong></p>`,
          options: [
            { option_text: 'I am looking forward to meet you' },
            { option_text: 'at the conference' },
            { option_text: 'next week.' },
            { option_text: 'No error' },
          ],
          answer: 'I am looking forward to meet you',
          explanation:
            '<p>In <em>look forward to</em>, the word <em>to</em> is a preposition, not part of an infinitive, so it must be followed by a noun or a gerund (-ing form). The correct sentence is <em>I am looking forward to <strong>meeting</strong> you at the conference next week.</em> Other such phrases include <em>object to</em> and <em>be used to</em>.</p>',
          exams: ['SSC CGL'],
        },
        {
          question: `${ERROR_SPOTTING_INTRO}<p><strong>Hardly had he reached the station / than the train / left the platform. / No error</strong></p>`,
          options: [
            { option_text: 'Hardly had he reached the station' },
            { option_text: 'than the train' },
            { option_text: 'left the platform.' },
            { option_text: 'No error' },
          ],
          answer: 'than the train',
          explanation:
            '<p><em>Hardly</em> and <em>scarcely</em> are followed by <strong>when</strong> (or <em>before</em>), not <em>than</em>; it is <em>no sooner</em> that pairs with <em>than</em>. The correct sentence is <em>Hardly had he reached the station <strong>when</strong> the train left the platform.</em> The inverted form <em>had he reached</em> is correct after the negative adverb <em>hardly</em>.</p>',
          exams: ['SSC CHSL'],
        },
        {
          question: `${ERROR_SPOTTING_INTRO}<p><strong>The committee has / submitted its report / to the chairman. / No error</strong></p>`,
          options: [
            { option_text: 'The committee has' },
            { option_text: 'submitted its report' },
            { option_text: 'to the chairman.' },
            { option_text: 'No error' },
          ],
          answer: 'No error',
          explanation:
            '<p>A collective noun such as <em>committee</em> takes a singular verb and pronoun when the group acts as one unit. Submitting a report is a single, joint action, so <em>has submitted its report</em> is correct and the sentence has <strong>no error</strong>. A plural verb would be used only if the members were acting individually, as in <em>The committee were divided in their opinions</em>.</p>',
        },
        {
          question: `${ERROR_SPOTTING_INTRO}<p><strong>He did not went / to school yesterday / because he was ill. / No error</strong></p>`,
          options: [
            { option_text: 'He did not went' },
            { option_text: 'to school yesterday' },
            { option_text: 'because he was ill.' },
            { option_text: 'No error' },
          ],
          answer: 'He did not went',
          explanation:
            '<p>The auxiliary <em>did</em> already carries the past tense, so the main verb after it must be in the base form. The correct sentence is <em>He did not <strong>go</strong> to school yesterday because he was ill.</em> The same rule applies to <em>does</em> and <em>do</em>: <em>She does not know</em>, not <em>She does not knows</em>.</p>',
        },
      ],
    },
    {
      subtopic_name: 'fill-in-the-blanks',
      category: 'Grammar',
      questions: [
        {
          question: `${FILL_IN_INTRO}<p>The committee has not yet ________ a decision on the new proposal.</p>`,
          options: [{ option_text: 'arrived' }, { option_text: 'reached' }, { option_text: 'come' }, { option_text: 'got' }],
          answer: 'reached',
          explanation:
            '<p>We <strong>reach</strong> a decision (or <em>arrive at</em> / <em>come to</em> one). <em>Arrived</em> and <em>come</em> would need a preposition (<em>arrived at</em>, <em>come to</em>), and <em>got a decision</em> is not standard English. So the sentence reads <em>The committee has not yet <strong>reached</strong> a decision.</em></p>',
          exams: ['SSC CGL'],
        },
        {
          question: `${FILL_IN_INTRO}<p>My younger sister is very good ________ solving puzzles.</p>`,
          options: [{ option_text: 'in' }, { option_text: 'on' }, { option_text: 'at' }, { option_text: 'for' }],
          answer: 'at',
          explanation:
            '<p>The adjective <em>good</em> takes <strong>at</strong> when it means skilful: <em>good at maths</em>, <em>good at solving puzzles</em>. <em>Good for</em> means beneficial (<em>exercise is good for you</em>), and <em>good in</em> or <em>good on</em> are not used for a skill.</p>',
          exams: ['SSC CHSL'],
        },
        {
          question: `${FILL_IN_INTRO}<p>Neither the manager nor his assistants ________ present at the meeting yesterday.</p>`,
          options: [{ option_text: 'was' }, { option_text: 'were' }, { option_text: 'is' }, { option_text: 'has been' }],
          answer: 'were',
          explanation:
            '<p>With <em>neither … nor</em> (and <em>either … or</em>), the verb agrees with the subject <strong>nearer to it</strong>. Here that is <em>assistants</em>, which is plural, and <em>yesterday</em> calls for the past tense, so the verb is <strong>were</strong>. Had the order been <em>Neither the assistants nor the manager</em>, the verb would be <em>was</em>.</p>',
          exams: ['IBPS PO', 'SBI PO'],
        },
        {
          question: `${FILL_IN_INTRO}<p>If I ________ you, I would apologise to her at once.</p>`,
          options: [{ option_text: 'am' }, { option_text: 'was' }, { option_text: 'were' }, { option_text: 'had been' }],
          answer: 'were',
          explanation:
            '<p>An imaginary condition in the present uses the subjunctive <strong>were</strong> for every subject: <em>If I were you</em>, <em>If she were here</em>. The main clause then takes <em>would</em> + base verb (<em>would apologise</em>). <em>Had been</em> would belong to a condition about the past (<em>If I had been you, I would have apologised</em>).</p>',
          exams: ['SSC CGL'],
        },
        {
          question: `${FILL_IN_INTRO}<p>The old bridge was ________ after engineers declared it unsafe for traffic.</p>`,
          options: [
            { option_text: 'demolished' },
            { option_text: 'demonstrated' },
            { option_text: 'diminished' },
            { option_text: 'dismissed' },
          ],
          answer: 'demolished',
          explanation:
            '<p>To <strong>demolish</strong> is to pull down or knock down a building or structure, which is what happens to an unsafe bridge. <em>Demonstrated</em> means shown, <em>diminished</em> means made smaller, and <em>dismissed</em> means sent away or rejected; none of them fits a bridge that is taken down.</p>',
          exams: ['SSC CGL', 'RRB NTPC'],
        },
        {
          question: `${FILL_IN_INTRO}<p>Rahul insisted ________ paying the bill for everyone at the table.</p>`,
          options: [{ option_text: 'for' }, { option_text: 'on' }, { option_text: 'at' }, { option_text: 'to' }],
          answer: 'on',
          explanation:
            '<p>The verb <em>insist</em> takes the preposition <strong>on</strong> (or <em>upon</em>) followed by a noun or an -ing form: <em>insisted on paying</em>, <em>insists on punctuality</em>. It can also take a <em>that</em> clause (<em>He insisted that he would pay</em>), but never <em>for</em>, <em>at</em> or <em>to</em>.</p>',
          exams: ['IBPS Clerk'],
        },
        {
          question: `${FILL_IN_INTRO}<p>By the time we reached the station, the train ________.</p>`,
          options: [{ option_text: 'left' }, { option_text: 'had left' }, { option_text: 'has left' }, { option_text: 'was leaving' }],
          answer: 'had left',
          explanation:
            '<p>Two past actions are compared: the train leaving happened <em>before</em> we reached the station. The earlier of two past actions takes the <strong>past perfect</strong>, so <em>the train <strong>had left</strong></em>. <em>Has left</em> (present perfect) cannot sit with the past-tense clause <em>we reached</em>.</p>',
          exams: ['IBPS PO'],
        },
        {
          question: `${FILL_IN_INTRO}<p>Lower tax rates are expected to have a ________ effect on small traders.</p>`,
          options: [
            { option_text: 'beneficial' },
            { option_text: 'beneficiary' },
            { option_text: 'benefited' },
            { option_text: 'benevolence' },
          ],
          answer: 'beneficial',
          explanation:
            '<p>The blank comes between the article <em>a</em> and the noun <em>effect</em>, so it needs an <strong>adjective</strong>: <em>beneficial</em>, meaning helpful or favourable. <em>Beneficiary</em> (a person who gains) and <em>benevolence</em> (kindness) are nouns, and <em>benefited</em> is a verb form.</p>',
          exams: ['IBPS PO'],
        },
        {
          question: `${FILL_IN_INTRO}<p>No sooner ________ than the students rushed out of the classroom.</p>`,
          options: [
            { option_text: 'had the bell rung' },
            { option_text: 'the bell had rung' },
            { option_text: 'did the bell rang' },
            { option_text: 'the bell rang' },
          ],
          answer: 'had the bell rung',
          explanation:
            '<p>When a sentence begins with the negative expression <em>No sooner</em>, the auxiliary comes before the subject (inversion), and the earlier action takes the past perfect: <em>No sooner <strong>had the bell rung</strong> than the students rushed out.</em> <em>Did the bell rang</em> is wrong twice over: after <em>did</em> the verb must be in its base form.</p>',
          exams: ['IBPS PO', 'SBI PO'],
        },
        {
          question: `${FILL_IN_INTRO}<p>Everyone in the village trusts her because she is ________ honest woman.</p>`,
          options: [{ option_text: 'a' }, { option_text: 'an' }, { option_text: 'the' }, { option_text: 'no article' }],
          answer: 'an',
          explanation:
            '<p>The choice between <em>a</em> and <em>an</em> depends on the <strong>sound</strong>, not the letter, that follows. The <em>h</em> of <em>honest</em> is silent, so the word begins with a vowel sound and takes <strong>an</strong>: <em>an honest woman</em>, like <em>an hour</em> and <em>an heir</em>. Compare <em>a hotel</em>, where the <em>h</em> is sounded.</p>',
          exams: ['SSC CHSL'],
        },
      ],
    },
  ],
};
