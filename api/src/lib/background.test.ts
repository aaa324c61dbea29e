import { createBackgroundTasks } from './background';

describe('createBackgroundTasks', () => {
  it('runs a task without waiting for it, and idle() waits until it settles', async () => {
    const tasks = createBackgroundTasks(() => undefined);
    let done = false;
    tasks.run(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done = true;
    });
    expect(done).toBe(false);
    await tasks.idle();
    expect(done).toBe(true);
  });

  it('reports a failing task to onError instead of rejecting', async () => {
    const onError = jest.fn();
    const tasks = createBackgroundTasks(onError);
    tasks.run(async () => {
      throw new Error('smtp down');
    });
    await tasks.idle();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'smtp down' }));
  });
});
