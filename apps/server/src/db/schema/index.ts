/** Tables by area; drizzle-kit reads this file (drizzle.config.ts). */
export * from './accounts';
export * from './batches';
export * from './dashboard';
export * from './messages';
export * from './events';
export * from './products';
export * from './timetable';
export * from './exams';
export * from './reports';
export * from './learning';
export * from './assignments';
export * from './fees';
export * from './imports';
