import { benchArguments } from './bench';

it('takes the filter, --smoke and passes every other argument on to the benchmarks', () => {
  expect(benchArguments(['load', '--fault', 'orders', '--connections', '200'])).toEqual({
    filter: 'load',
    smoke: false,
    args: ['--fault', 'orders', '--connections', '200'],
  });
  expect(benchArguments(['--smoke', 'catalog'])).toEqual({ filter: 'catalog', smoke: true, args: [] });
  expect(benchArguments(['--seconds', '30', 'load', '--fault=db'])).toEqual({
    filter: 'load',
    smoke: false,
    args: ['--seconds', '30', '--fault=db'],
  });
  expect(benchArguments([])).toEqual({ filter: undefined, smoke: false, args: [] });
});
