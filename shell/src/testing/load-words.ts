// Jest: the shell's words in both languages before every spec, so a provider never suspends.
import { words } from '../i18n';

beforeAll(() => words.load('en').then(() => words.load('ta')));
