/** What ensureIndexes needs of a mongoose model. */
interface IndexedModel {
  createIndexes(): Promise<unknown>;
  collection: { name: string };
}

/**
 * Builds the indexes declared on each model and waits for them. Mongoose only
 * reports index failures through events, so a service awaits this in
 * onModuleInit and refuses to start when an index cannot be built.
 */
export async function ensureIndexes(...models: IndexedModel[]): Promise<void> {
  for (const model of models) {
    try {
      await model.createIndexes();
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new Error(`cannot build indexes of collection "${model.collection.name}": ${reason}`);
    }
  }
}
