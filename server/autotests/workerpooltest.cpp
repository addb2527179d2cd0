// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "workerpool.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <future>

/**
 * The server's worker pool: at most so many accepted connections wait, the listener waits beyond that, and every
 * task accepted runs, shutdown included (a task is what closes its connection).
 */
class WorkerPoolTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void enqueueWaitsWhenFull();
    void shutdownRunsWhatWaits();
};

void WorkerPoolTest::enqueueWaitsWhenFull()
{
    WorkerPool pool(1, 2);
    std::promise<void> release;
    std::shared_future<void> released = release.get_future().share();
    std::atomic<int> done{0};
    std::promise<void> started;
    pool.enqueue([&] {
        started.set_value();
        released.wait();
        ++done;
    });
    started.get_future().wait(); // the one worker is busy
    pool.enqueue([&] {
        ++done;
    });
    pool.enqueue([&] {
        ++done;
    });
    // two wait: a third must wait for room
    auto third = std::async(std::launch::async, [&] {
        pool.enqueue([&] {
            ++done;
        });
    });
    QCOMPARE(third.wait_for(std::chrono::milliseconds(300)), std::future_status::timeout);
    release.set_value();
    QCOMPARE(third.wait_for(std::chrono::seconds(10)), std::future_status::ready);
    pool.shutdown();
    QCOMPARE(done.load(), 4);
}

void WorkerPoolTest::shutdownRunsWhatWaits()
{
    std::atomic<int> done{0};
    {
        WorkerPool pool(2, 100);
        for (int i = 0; i < 50; ++i) {
            pool.enqueue([&done] {
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
                ++done;
            });
        }
        pool.shutdown();
        QCOMPARE(done.load(), 50);
    } // the destructor after an explicit shutdown does nothing more
    QCOMPARE(done.load(), 50);
}

QTEST_GUILESS_MAIN(WorkerPoolTest)
#include "workerpooltest.moc"
