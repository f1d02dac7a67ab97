interface Series {
  labels: { method: string; route: string; status_code: number };
  /** Answers per bucket (not cumulative), then the sum and count of all. */
  buckets: number[];
  sum: number;
  count: number;
}

type Labels = Series['labels'] & { le?: number | string };

/** One line of the text format, as prom-client's registry takes it from a metric's get(). */
interface Sample {
  metricName: string;
  labels: Labels;
  value: number;
}

/**
 * The time of every answer, by method, route and status, as a Prometheus histogram in the portal's registry.
 * prom-client's own Histogram checks and hashes its labels on every observation, a real share of a short
 * request's work; here each route has its own recorder (its pattern known once) that finds its series by
 * method and status in a small map, and the text is the same at scrape time.
 */
export class RequestDurations {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series: Series[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
  ) {}

  /** Records the answers of one route (or of none: 'unmatched'). */
  recorder(route: string): (method: string, statusCode: number, seconds: number) => void {
    // By method, then status: found without making a key string for every answer.
    const own = new Map<string, Map<number, Series>>();
    return (method, statusCode, seconds) => {
      let byStatus = own.get(method);
      if (!byStatus) {
        byStatus = new Map();
        own.set(method, byStatus);
      }
      let series = byStatus.get(statusCode);
      if (!series) {
        series = {
          labels: { method, route, status_code: statusCode },
          buckets: this.bounds.map(() => 0),
          sum: 0,
          count: 0,
        };
        byStatus.set(statusCode, series);
        this.series.push(series);
      }
      series.count += 1;
      series.sum += seconds;
      const { bounds } = this;
      for (let i = 0; i < bounds.length; i++)
        if (seconds <= bounds[i]!) {
          series.buckets[i]! += 1;
          break;
        }
    };
  }

  /** What prom-client's registry writes out: cumulative buckets up to +Inf, then the sum and the count. */
  async get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: Sample[] }> {
    const values: Sample[] = [];
    for (const { labels, buckets, sum, count } of this.series) {
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += buckets[i]!;
        values.push(this.value('_bucket', { ...labels, le: bound }, cumulative));
      });
      values.push(this.value('_bucket', { ...labels, le: '+Inf' }, count));
      values.push(this.value('_sum', labels, sum));
      values.push(this.value('_count', labels, count));
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  private value(suffix: string, labels: Labels, value: number): Sample {
    return { metricName: `${this.name}${suffix}`, labels, value };
  }
}
