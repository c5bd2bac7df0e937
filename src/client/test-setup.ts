// Client tests run on machines shared with other work: findBy*/waitFor wait for their condition
// with a generous bound instead of testing-library's 1-second default.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 30_000 });
