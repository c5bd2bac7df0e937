// Online shop plans cap the products listed: Ecwid's Starter holds 10, Venture 100, Business 2,500.
import { describe, expect, it } from 'vitest';
import type { CreateProjectInput } from '../../../shared/projects.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { cheapestCoveringPlan } from './cost.js';
import { generateQuestions } from './generate-questions.js';
import { recommend } from './recommend.js';

const catalog = loadCatalog();
const ecwid = catalog.find((p) => p.id === 'ecwid')!;
const shop = { country: 'US' as const, category: 'other' as const, size: '1-10' as const, budget: null, family: 'ecommerce' as const };

describe("an inventory's products", () => {
  it("holds Katana's free plan to its 30 SKUs when the buyer gives more, and asks an ERP buyer", () => {
    const katana = catalog.find((p) => p.id === 'katana')!;
    const erp = { country: 'UK' as const, category: 'erp' as const, size: '11-50' as const, budget: null };
    expect(cheapestCoveringPlan(katana, [], { ...erp, volumes: { users: 5 } }).best?.plan.name).toBe('Free');
    const { best, refusals } = cheapestCoveringPlan(katana, [], { ...erp, volumes: { users: 5, products: 400 } });
    expect(best?.plan.name).not.toBe('Free');
    expect(refusals.map((r) => r.reason)).toContain('Free allows up to 30 products (SKUs); you need about 400.');
    const input: CreateProjectInput = { name: 'Food', country: 'UK', industry: 'manufacturing', employeeCount: '11-50', softwareCategory: 'erp', affectedTeams: ['Operations'], businessNeeds: 'Batch traceability and recipes for our 400 products' };
    const question = generateQuestions(input, catalog).find((q) => q.dimension === 'volume:products');
    expect(question?.options.at(-1)?.description).toBe('We will use the 400 in your business needs');
    expect(question?.options.find((o) => o.description?.startsWith('Mentioned in your business needs'))?.label).toBe('251–500');
    const unsaid = generateQuestions({ ...input, businessNeeds: 'Batch traceability and recipes' }, catalog).find((q) => q.dimension === 'volume:products');
    expect(unsaid?.options.at(-1)?.description).toBe('We will not hold plans to a product cap: check the limits on each card');
  });
});

describe("an online shop's products", () => {
  it("chooses the plan that holds the shop's range, and says why the smaller ones do not", () => {
    const { best, refusals } = cheapestCoveringPlan(ecwid, ['ecommerce-store'], { ...shop, volumes: { family: 'ecommerce', products: 200 } });
    expect(best?.plan.name).toBe('Business');
    expect(refusals.map((r) => r.reason)).toContain('Starter allows up to 10 products (SKUs); you need about 200.');
    expect(cheapestCoveringPlan(ecwid, ['ecommerce-store'], { ...shop, volumes: { family: 'ecommerce', products: 8 } }).best?.plan.name).toBe('Starter');
  });

  it('estimates a small range for a shop that has not said, and none for a website that sells nothing', () => {
    // About 100 products: past Starter's 10, within Venture's 100.
    expect(cheapestCoveringPlan(ecwid, [], { ...shop, volumes: { family: 'ecommerce' } }).best?.plan.name).toBe('Venture');
    expect(cheapestCoveringPlan(ecwid, [], { ...shop, family: 'website-builder', volumes: { family: 'website-builder' } }).best?.plan.name).toBe('Starter');
  });

  it('asks a shop how many products it sells, marking the range it wrote', () => {
    const input: CreateProjectInput = { name: 'Wine', country: 'DE', industry: 'retail', employeeCount: '1-10', softwareCategory: 'other', affectedTeams: ['Sales'], businessNeeds: 'Online-Shop für unsere Weinhandlung mit 200 Produkten' };
    const question = generateQuestions(input, catalog).find((q) => q.dimension === 'volume:products');
    expect(question?.options.filter((o) => o.description?.startsWith('Mentioned in your business needs')).map((o) => o.label)).toEqual(['101–250']);
    expect(question?.options.at(-1)?.description).toBe('We will use the 200 in your business needs');
    expect(generateQuestions({ ...input, businessNeeds: 'Online-Shop für unsere Weinhandlung' }, catalog).find((q) => q.dimension === 'volume:products')?.options.at(-1)?.description).toBe(
      'We will estimate about 100 for a small online shop',
    );
    const ecwidCost = recommend(input, [], catalog).recommendations.find((r) => r.product.id === 'ecwid')?.analysis.cost;
    if (ecwidCost) expect(ecwidCost.planName).toBe('Business');
  });
});
