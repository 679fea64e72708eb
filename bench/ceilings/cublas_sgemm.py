"""cuBLAS FP32 SGEMM rate through PyTorch (TF32 off): the GEMM ceiling.

usage: python3 cublas_sgemm.py [N ...]    prints one line per size.
"""
import sys

import torch

torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False


def time_ms(fn, reps=20, batch=10, warm_s=0.5):
    """Median time of one call, timed over batches of back-to-back calls.

    The first size measured on a GPU that just started ran at half its rate
    with a few warm-up calls (0.14 ms against 0.07 ms for SGEMM 1024 in the
    same session): the clocks had not ramped up. Warm up for warm_s seconds
    of work first.
    """
    import time
    deadline = time.perf_counter() + warm_s
    while time.perf_counter() < deadline:
        fn()
        torch.cuda.synchronize()
    times = []
    for _ in range(reps):
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(batch):
            fn()
        end.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(end) / batch)
    times.sort()
    return times[len(times) // 2]


def main():
    sizes = [int(a) for a in sys.argv[1:]] or [4096]
    print(f"device: {torch.cuda.get_device_name(0)}")
    for n in sizes:
        a = torch.rand(n, n, device="cuda")
        b = torch.rand(n, n, device="cuda")
        ms = time_ms(lambda: torch.mm(a, b))
        print(f"cublas_sgemm {n}  {ms:.4f} ms  {2.0 * n**3 / (ms * 1e6):.1f} GFLOP/s")
        x = torch.rand(n, device="cuda")
        ms = time_ms(lambda: torch.mv(a, x))
        print(f"cublas_sgemv {n}  {ms:.4f} ms  {4.0 * n * n / (ms * 1e6):.1f} GB/s")


if __name__ == "__main__":
    main()
