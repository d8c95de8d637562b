export * from './kafka-mock';
export * from './redis-server';
export * from './test-database';
export * from './wait-for';
export * from './test-tokens';
export * from './file-storage-contract';
export * from './service-test-app';
export * from './test-parties';
