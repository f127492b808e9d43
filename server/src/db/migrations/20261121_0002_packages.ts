import type { MigrationDb } from './helpers';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * The plans as data (docs/decisions/0004-plans-and-prices.md): free, and standard by month or by year.
 * Prices are yen including 10% consumption tax. Editing a row changes a plan without a release.
 */
export async function up(db: MigrationDb): Promise<void> {
  const createdAt = '2026-11-21T00:00:00.000Z';
  const free = {
    name: 'フリー',
    price: 0,
    maxCapacityEveryFile: 10 * MB,
    maxCapacityFileByUser: 1 * GB,
    maxCapacityFileInRoom: 1 * GB,
    maxRoom: 10,
    maxContact: 50,
    aiRequestsPerDay: 20,
    createdAt,
  };
  const standard = {
    name: 'スタンダード',
    maxCapacityEveryFile: 200 * MB,
    maxCapacityFileByUser: 50 * GB,
    maxCapacityFileInRoom: 20 * GB,
    maxRoom: 1000,
    maxContact: 5000,
    aiRequestsPerDay: 300,
    createdAt,
  };
  await db
    .insertInto('packages')
    .values([
      { package_id: 0, payment_type: 1, ...free },
      { package_id: 0, payment_type: 2, ...free },
      { package_id: 1, payment_type: 1, ...standard, price: 1_100 },
      { package_id: 1, payment_type: 2, ...standard, price: 11_000 },
    ])
    .execute();
}
