// SDK-style Black-Scholes: elementwise, with math built-ins and constants
// from the OpenCL headers.
#define RISKFREE 0.02f
#define VOLATILITY 0.30f

float cnd(float d) {
  const float A1 = 0.31938153f, A2 = -0.356563782f, A3 = 1.781477937f;
  const float A4 = -1.821255978f, A5 = 1.330274429f;
  float K = 1.0f / (1.0f + 0.2316419f * fabs(d));
  float c = M_SQRT1_2_F * M_2_SQRTPI_F * 0.5f * exp(-0.5f * d * d) *
            (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
  return d > 0 ? 1.0f - c : c;
}

__kernel void black_scholes(__global float *call, __global float *put,
                            __global const float *S, __global const float *X,
                            __global const float *T, int optN) {
  int opt = get_global_id(0);
  if (opt < optN) {
    // Offsets keep prices and times positive for inputs in [-1, 1).
    float s = S[opt] + 5.0f, x = X[opt] + 2.0f, t = T[opt] + 1.25f;
    float sqrtT = sqrt(t);
    float d1 = (log(s / x) + (RISKFREE + 0.5f * VOLATILITY * VOLATILITY) * t) /
               (VOLATILITY * sqrtT);
    float d2 = d1 - VOLATILITY * sqrtT;
    float expRT = exp(-RISKFREE * t);
    call[opt] = s * cnd(d1) - x * expRT * cnd(d2);
    put[opt] = x * expRT * (1.0f - cnd(d2)) - s * (1.0f - cnd(d1));
  }
}
