// Property-based tests run the same cases on every run: a fixed seed for the ones that name none.
import fc from 'fast-check';

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: 20261128 });
