import { QUESTION_MESSAGES } from '@exam-prep/contract/admin/questions';
import { describe, expect, it } from 'vitest';
import type { AdminQuestionRecord } from '@exam-prep/contract/admin/question-records';
import {
  addOption,
  answerToSend,
  buildQuestionFormData,
  canRemoveOption,
  draftFromRecord,
  emptyOption,
  emptyQuestionDraft,
  isSendable,
  letterFor,
  letterFromStoredAnswer,
  letterIndex,
  padOptionRows,
  removeOption,
  validateQuestion,
  type OptionDraft,
  type QuestionDraft,
} from './question-form';

const png = (name = 'a.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const text = (option_text: string): OptionDraft => ({ ...emptyOption(), option_text });
const image = (option_text = '', file: File | null = null, path_url: string | null = null): OptionDraft => ({
  ...emptyOption(),
  option_type: 'image',
  option_text,
  file,
  path_url,
});

/** A draft that passes every check; each test breaks one thing. */
const valid = (overrides: Partial<QuestionDraft> = {}): QuestionDraft => ({
  ...emptyQuestionDraft(),
  question: '<p>What is 2 + 2?</p>',
  subtopicId: 'sub-1',
  options: [text('3'), text('4'), text(''), text('')],
  answer: 'B',
  ...overrides,
});

describe('letters', () => {
  it('label options A, B, C... by position and read them back', () => {
    expect([0, 1, 2, 25].map(letterFor)).toEqual(['A', 'B', 'C', 'Z']);
    expect(letterIndex('A')).toBe(0);
    expect(letterIndex('D')).toBe(3);
    expect(letterIndex('')).toBe(-1);
    expect(letterIndex('a')).toBe(-1);
    expect(letterIndex('AB')).toBe(-1);
  });
});

describe('the empty form', () => {
  it('has type text, four empty text options and cleared fields', () => {
    const draft = emptyQuestionDraft();
    expect(draft.question_type).toBe('text');
    expect(draft.options).toHaveLength(4);
    expect(draft.options.every((option) => option.option_type === 'text' && option.option_text === '' && !option.file)).toBe(true);
    expect(new Set(draft.options.map((option) => option.key)).size).toBe(4);
    expect(draft).toMatchObject({
      question: '',
      explanation: '',
      subtopicId: '',
      examIds: [],
      answer: '',
      questionImage: null,
      existingQuestionImage: null,
      heldForTests: false,
    });
  });
});

describe('adding and removing options', () => {
  it('adds rows without an upper limit', () => {
    let options = emptyQuestionDraft().options;
    for (let i = 0; i < 8; i++) options = addOption(options);
    expect(options).toHaveLength(12);
  });
  it('offers remove only above 2 options', () => {
    expect(canRemoveOption(2)).toBe(false);
    expect(canRemoveOption(3)).toBe(true);
    const two = [text('a'), text('b')];
    expect(removeOption(two, 0, 'A')).toEqual({ options: two, answer: 'A' });
  });
  it('clears the answer when its option is removed', () => {
    const options = [text('a'), text('b'), text('c'), text('d')];
    const result = removeOption(options, 2, 'C');
    expect(result.answer).toBe('');
    expect(result.options.map((option) => option.option_text)).toEqual(['a', 'b', 'd']);
  });
  it('keeps the answer on the same option when a row above it goes, and leaves it when a row below goes', () => {
    const options = [text('a'), text('b'), text('c'), text('d')];
    expect(removeOption(options, 0, 'C').answer).toBe('B');
    expect(removeOption(options, 3, 'C').answer).toBe('C');
    expect(removeOption(options, 1, '').answer).toBe('');
  });
  it('pads an edited question to four rows', () => {
    expect(padOptionRows([text('a'), text('b')])).toHaveLength(4);
    expect(padOptionRows([text('a'), text('b'), text('c'), text('d'), text('e')])).toHaveLength(5);
  });
});

describe('which options are sent', () => {
  it('text options with text; image options with text or a picture', () => {
    expect(isSendable(text('x'))).toBe(true);
    expect(isSendable(text('  '))).toBe(false);
    expect(isSendable(text('<p></p>'))).toBe(false);
    expect(isSendable(image('caption'))).toBe(true);
    expect(isSendable(image('', png()))).toBe(true);
    expect(isSendable(image('', null, 'stored.png'))).toBe(true);
    expect(isSendable(image())).toBe(false);
    // A text option's stray picture does not make it count.
    expect(isSendable({ ...text(''), file: png() })).toBe(false);
  });
});

describe('validateQuestion (spec order and messages)', () => {
  it('accepts a complete question', () => {
    expect(validateQuestion(valid())).toBeNull();
  });
  it('1. question text', () => {
    expect(validateQuestion(valid({ question: '' }))).toBe(QUESTION_MESSAGES.text);
    expect(validateQuestion(valid({ question: '<p> &nbsp; </p>' }))).toBe('Please enter question text');
  });
  it('2. a question image for an image question (a stored one counts)', () => {
    expect(validateQuestion(valid({ question_type: 'image' }))).toBe('Please upload a question image');
    expect(validateQuestion(valid({ question_type: 'image', questionImage: png() }))).toBeNull();
    expect(validateQuestion(valid({ question_type: 'image', existingQuestionImage: 'q.png' }))).toBeNull();
  });
  it('3. a subtopic', () => {
    expect(validateQuestion(valid({ subtopicId: '' }))).toBe('Please select a subtopic');
  });
  it('4. at least 2 options', () => {
    expect(validateQuestion(valid({ options: [text('only'), text(''), text(''), text('')], answer: 'A' }))).toBe(
      'Please provide at least 2 options',
    );
    expect(validateQuestion(valid({ options: [image('', png()), image('', png()), text(''), text('')], answer: 'A' }))).toBeNull();
  });
  it('5. an answer', () => {
    expect(validateQuestion(valid({ answer: '' }))).toBe('Please select the correct answer');
  });
  it('6. an answer that names a sent option', () => {
    expect(validateQuestion(valid({ answer: 'F' }))).toBe('Please select a valid answer from the options');
    expect(validateQuestion(valid({ answer: 'C' }))).toBe('Please select a valid answer from the options'); // an empty row
    expect(validateQuestion(valid({ answer: 'x' }))).toBe('Please select a valid answer from the options');
  });
  it('reports the first problem only, in order', () => {
    const broken = valid({ question: '', question_type: 'image', subtopicId: '', options: [text(''), text('')], answer: '' });
    expect(validateQuestion(broken)).toBe(QUESTION_MESSAGES.text);
    expect(validateQuestion({ ...broken, question: '<p>q</p>' })).toBe(QUESTION_MESSAGES.image);
    expect(validateQuestion({ ...broken, question: '<p>q</p>', question_type: 'text' })).toBe(QUESTION_MESSAGES.subtopic);
    expect(validateQuestion({ ...broken, question: '<p>q</p>', question_type: 'text', subtopicId: 's' })).toBe(QUESTION_MESSAGES.options);
    expect(
      validateQuestion({ ...broken, question: '<p>q</p>', question_type: 'text', subtopicId: 's', options: [text('a'), text('b')] }),
    ).toBe(QUESTION_MESSAGES.answer);
  });
});

describe('answerToSend (letter → answer)', () => {
  it("sends the chosen option's text", () => {
    expect(answerToSend([text('3'), text(' 4 ')], 'B')).toBe('4');
  });
  it('sends the letter for an option without text, counted among the options sent', () => {
    const options = [text(''), image('', png()), image('', png()), image('', png())];
    // Row A is empty and not sent: the picture in row C is the second option sent.
    expect(answerToSend(options, 'C')).toBe('B');
    expect(answerToSend([image('', png()), image('', png())], 'B')).toBe('B');
  });
  it('uses the caption of an image option that has one', () => {
    expect(answerToSend([image('Figure 1', png()), image('Figure 2', png())], 'B')).toBe('Figure 2');
  });
});

describe('letterFromStoredAnswer (answer → letter)', () => {
  const options = [{ option_text: '12' }, { option_text: '<p>Delhi</p>' }, { option_text: 'Mumbai' }, { option_text: '' }];
  it('uses a single capital letter as it is', () => {
    expect(letterFromStoredAnswer('D', options)).toBe('D');
    expect(letterFromStoredAnswer('Z', options)).toBe('Z');
  });
  it('else finds the option with identical text', () => {
    expect(letterFromStoredAnswer('<p>Delhi</p>', options)).toBe('B');
    expect(letterFromStoredAnswer('12', options)).toBe('A');
    expect(letterFromStoredAnswer('Mumbai', options)).toBe('C');
  });
  it('else its first letter when that is a capital, else nothing', () => {
    expect(letterFromStoredAnswer('B) 42', options)).toBe('B');
    expect(letterFromStoredAnswer('Chennai', options)).toBe('C');
    expect(letterFromStoredAnswer('chennai', options)).toBe('');
    expect(letterFromStoredAnswer('42', options)).toBe('');
    expect(letterFromStoredAnswer('', options)).toBe('');
    expect(letterFromStoredAnswer(null, options)).toBe('');
  });
});

describe('draftFromRecord', () => {
  const record: AdminQuestionRecord = {
    question: {
      _id: 'q1',
      question: '<p>Which figure?</p>',
      question_type: 'image',
      question_image_url: 'figure.png',
      answer: 'B',
      explanation: null,
      subtopic_id: 'sub-9',
      exam_ids: ['e1'],
      locale: 'en',
      held_for_tests: true,
    },
    options: [
      { _id: 'o1', option_type: 'image', option_text: '', path_url: 'a.png' },
      { _id: 'o2', option_type: 'image', option_text: '', path_url: 'b.png' },
      { _id: 'o3', option_type: 'text', option_text: 'None', path_url: null },
    ],
  };
  it('loads the stored question, four rows, ids and pictures, and the letter', () => {
    const draft = draftFromRecord(record);
    expect(draft).toMatchObject({
      question_type: 'image',
      existingQuestionImage: 'figure.png',
      subtopicId: 'sub-9',
      examIds: ['e1'],
      explanation: '',
      answer: 'B',
      heldForTests: true,
    });
    expect(draft.options).toHaveLength(4);
    expect(draft.options.slice(0, 3).map((option) => [option._id, option.option_type, option.path_url])).toEqual([
      ['o1', 'image', 'a.png'],
      ['o2', 'image', 'b.png'],
      ['o3', 'text', null],
    ]);
    expect(validateQuestion(draft)).toBeNull();
  });
});

describe('buildQuestionFormData', () => {
  it('sends the multipart shape of the API, options with text or pictures only, files by sent position', async () => {
    const questionImage = png('question.png');
    const optionImage = png('option.png');
    const draft = valid({
      question_type: 'image',
      questionImage,
      examIds: ['e1', 'e2'],
      explanation: '<p>Because.</p>',
      options: [text(''), { ...image('', optionImage), _id: 'kept-1' }, text(' 4 '), image('', null, 'old.png')],
      answer: 'B',
    });
    const form = buildQuestionFormData(draft);
    expect(form.get('question')).toBe('<p>What is 2 + 2?</p>');
    expect(form.get('question_type')).toBe('image');
    expect(form.get('subtopic_id')).toBe('sub-1');
    expect(form.get('explanation')).toBe('<p>Because.</p>');
    expect(JSON.parse(form.get('exam_ids') as string)).toEqual(['e1', 'e2']);
    expect(form.get('held_for_tests')).toBe('false');
    expect(JSON.parse(form.get('options') as string)).toEqual([
      { option_type: 'image', option_text: '', _id: 'kept-1' },
      { option_type: 'text', option_text: '4' },
      { option_type: 'image', option_text: '' },
    ]);
    // Row B (a picture, no text) is the first option sent.
    expect(form.get('answer')).toBe('A');
    expect((form.get('question_image') as File).name).toBe('question.png');
    expect((form.get('option_image_0') as File).name).toBe('option.png');
    expect(form.has('option_image_1')).toBe(false);
    expect([...form.keys()].filter((key) => key.startsWith('option_image_'))).toEqual(['option_image_0']);
  });
  it('sends no question image for a text question, and an empty explanation as empty', () => {
    const form = buildQuestionFormData(valid({ questionImage: png(), explanation: '<p></p>' }));
    expect(form.has('question_image')).toBe(false);
    expect(form.get('explanation')).toBe('');
    expect(form.get('answer')).toBe('4');
    expect(JSON.parse(form.get('exam_ids') as string)).toEqual([]);
  });
  it('sends held_for_tests as the checkbox says (ticked or released)', () => {
    expect(buildQuestionFormData(valid({ heldForTests: true })).get('held_for_tests')).toBe('true');
    expect(buildQuestionFormData(valid({ heldForTests: false })).get('held_for_tests')).toBe('false');
  });
});
