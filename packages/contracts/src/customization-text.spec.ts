import { describeCustomization } from './customization-text';

it('describes each kind of personalisation in one line', () => {
  expect(describeCustomization({ type: 'engraving', customName: 'ANU' })).toBe('Engraving: "ANU"');
  expect(describeCustomization({ type: 'engraving', customName: 'ANU', selectedFont: 'modern' })).toBe(
    'Engraving: "ANU" (Modern Sans)',
  );
  expect(describeCustomization({ type: 'image', uploadedFile: { name: 'us.jpg' } })).toBe('Image: us.jpg');
  expect(describeCustomization({ type: 'pdf', uploadedFile: { name: 'design.pdf' } })).toBe('PDF: design.pdf');
  expect(describeCustomization({ type: 'text', text: 'Forever' })).toBe('Text: "Forever"');
  expect(describeCustomization({ type: 'combined', text: { content: 'LOVE' }, file: { name: 'pic.png' } })).toBe(
    'Combined: "LOVE" + pic.png',
  );
  expect(describeCustomization({ type: 'fingerprint' })).toBe('Fingerprint');
});

it('describes a Tamil engraving in Tamil with its Tamil face', () => {
  expect(describeCustomization({ type: 'engraving', customName: 'கார்த்திக்', selectedFont: 'tamil-classic' }, 'ta')).toBe(
    'பொறிப்பு: "கார்த்திக்" (தமிழ் மரபு)',
  );
  expect(describeCustomization({ type: 'engraving', customName: 'கார்த்திக்', selectedFont: 'tamil-modern' })).toBe(
    'Engraving: "கார்த்திக்" (Tamil Modern)',
  );
});
