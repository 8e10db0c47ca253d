// Note: types exposed from `types.d.ts`.
export {};