/*
 * A one-broker Kafka cluster for tests, on librdkafka's mock cluster (rdkafka_mock.h).
 *
 * Usage: kafka-mock [--port=N] [topic[:partitions]]...
 *   Creates the topics (the mock does not support the CreateTopics admin API), prints the bootstrap
 *   address on one line, then reads commands from stdin, one per line, answering "ok" or "error ...":
 *     down                 drop every connection and refuse new ones (the broker is away)
 *     up                   accept connections again
 *     rtt <ms>             add a round-trip delay to every request
 *     topic <name> [parts] create another topic
 *   It exits when stdin closes or on SIGTERM/SIGINT.
 *
 * Why a proxy: librdkafka 2.0's mock reports controller id 0 in Metadata while its brokers are numbered from 1,
 * so kafkajs' idempotent producer (which asks the controller for a producer id) cannot start. Clients therefore
 * talk to a small proxy in this process that forwards every byte and rewrites two responses in place: Metadata
 * (controller id → the broker, broker port → the proxy) and FindCoordinator (port → the proxy), so every
 * connection stays on the proxy, which also makes "down" immediate and certain.
 * Only the non-flexible versions kafkajs speaks (Metadata ≤ 8, FindCoordinator ≤ 2) are rewritten.
 *
 * Long polling: the mock answers an empty Fetch only when its MaxWaitTime has passed, even if a message arrives
 * meanwhile; a real broker answers as soon as one does. So the proxy asks the mock without waiting and holds an
 * empty answer itself: it asks again after each produce the mock acknowledged, and hands the empty answer over
 * when the client's wait is up. Consumers can then wait long (few, cheap fetches when idle) and still hear a
 * message at once. Only Fetch v4–v11 (what kafkajs speaks) is held; other versions pass through as they are.
 */
#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define MAX_CONNS 256
#define MAX_PENDING 512
#define MAX_HELD 16
#define API_PRODUCE 0
#define API_FETCH 1
#define API_METADATA 3
#define API_FIND_COORDINATOR 10

struct buffer {
        unsigned char *data;
        size_t len, cap;
};

struct pending {
        int32_t correlation_id;
        int16_t api_key, api_version;
};

/* A client's Fetch that the proxy answers itself once data arrives or its wait is up (see "Long polling"). */
struct held_fetch {
        int32_t correlation_id;
        struct buffer request;  /* as sent upstream: MaxWaitTime 0 */
        struct buffer response; /* the last empty answer, handed over when the wait is up */
        long long deadline_ms;
        int asking; /* the request is upstream now */
};

struct conn {
        int client, upstream;
        struct buffer from_client, from_upstream;
        struct pending pending[MAX_PENDING];
        int pending_count;
        struct held_fetch held[MAX_HELD];
        int held_count;
};

static struct conn *conns[MAX_CONNS];
static int proxy_port;
static int broker_port;
static int32_t broker_id = 1;
static int broker_down;
static int produced; /* a produce was acknowledged since the held fetches last asked */

static void on_signal(int sig) {
        (void)sig;
        _exit(0); /* nothing to flush: the cluster lives only in memory */
}

static void buffer_append(struct buffer *b, const unsigned char *data, size_t len) {
        if (b->len + len > b->cap) {
                b->cap = (b->len + len) * 2;
                b->data = realloc(b->data, b->cap);
                if (!b->data) abort();
        }
        memcpy(b->data + b->len, data, len);
        b->len += len;
}

static void buffer_consume(struct buffer *b, size_t len) {
        memmove(b->data, b->data + len, b->len - len);
        b->len -= len;
}

static int32_t get32(const unsigned char *p) {
        return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}
static int16_t get16(const unsigned char *p) {
        return (int16_t)((uint16_t)p[0] << 8 | p[1]);
}
static void put32(unsigned char *p, int32_t value) {
        uint32_t v = (uint32_t)value;
        p[0] = v >> 24, p[1] = v >> 16, p[2] = v >> 8, p[3] = v;
}

static int write_all(int fd, const unsigned char *data, size_t len) {
        while (len > 0) {
                ssize_t n = write(fd, data, len);
                if (n < 0 && errno == EINTR) continue;
                if (n <= 0) return -1;
                data += n, len -= (size_t)n;
        }
        return 0;
}

/* Skips a Kafka (nullable) string; returns the new offset or -1 when it runs past the end. */
static long skip_string(const unsigned char *p, long at, long end) {
        if (at + 2 > end) return -1;
        int16_t len = get16(p + at);
        at += 2 + (len > 0 ? len : 0);
        return at <= end ? at : -1;
}

static long long now_ms(void) {
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/*
 * Whether a Fetch answer (body after the correlation id, version 4–11) carries records or an error: then it goes to
 * the client at once. An answer it cannot read counts as news too, so nothing is ever held by mistake.
 */
static int fetch_has_news(const unsigned char *p, long end, int version) {
        long at = 4; /* throttle_time_ms */
        if (version >= 7) {
                if (at + 6 > end || get16(p + at) != 0) return 1;
                at += 6; /* error_code, session_id */
        }
        if (at + 4 > end) return 1;
        int32_t topics = get32(p + at);
        at += 4;
        for (int32_t t = 0; t < topics; t++) {
                if ((at = skip_string(p, at, end)) < 0 || at + 4 > end) return 1;
                int32_t partitions = get32(p + at);
                at += 4;
                for (int32_t q = 0; q < partitions; q++) {
                        if (at + 6 > end || get16(p + at + 4) != 0) return 1;
                        at += 4 + 2 + 8 + 8; /* partition, error_code, high_watermark, last_stable_offset */
                        if (version >= 5) at += 8; /* log_start_offset */
                        if (at + 4 > end) return 1;
                        int32_t aborted = get32(p + at);
                        at += 4 + (aborted > 0 ? (long)aborted * 16 : 0);
                        if (version >= 11) at += 4; /* preferred_read_replica */
                        if (at + 4 > end) return 1;
                        int32_t records = get32(p + at);
                        if (records > 0) return 1;
                        at += 4;
                }
        }
        return 0;
}

/* The body of a request: after api key, version, correlation id and the client id. -1 when it is not there. */
static long request_body(const unsigned char *request, size_t size) {
        long at = skip_string(request, 12, (long)size);
        return at;
}

/* body: the response after its correlation id. Rewrites broker ports and the controller id in place. */
static void rewrite_metadata(unsigned char *body, long end, int version) {
        long at = 0;
        if (version > 8) return; /* flexible versions use compact encodings; kafkajs never asks for them */
        if (version >= 3) at += 4; /* throttle_time_ms */
        if (at + 4 > end) return;
        int32_t brokers = get32(body + at);
        at += 4;
        for (int32_t i = 0; i < brokers; i++) {
                if (at + 4 > end) return;
                if (i == 0) broker_id = get32(body + at);
                at += 4; /* node_id */
                if ((at = skip_string(body, at, end)) < 0 || at + 4 > end) return;
                put32(body + at, proxy_port);
                at += 4;
                if (version >= 1 && (at = skip_string(body, at, end)) < 0) return; /* rack */
        }
        if (version >= 2 && (at = skip_string(body, at, end)) < 0) return; /* cluster_id */
        if (version >= 1 && at + 4 <= end && get32(body + at) != broker_id) put32(body + at, broker_id);
}

static void rewrite_find_coordinator(unsigned char *body, long end, int version) {
        long at = 0;
        if (version > 2) return; /* flexible from v3 */
        if (version >= 1) at += 4; /* throttle_time_ms */
        at += 2; /* error_code */
        if (version >= 1 && (at = skip_string(body, at, end)) < 0) return; /* error_message */
        at += 4; /* node_id */
        if ((at = skip_string(body, at, end)) < 0 || at + 4 > end) return;
        put32(body + at, proxy_port);
}

static void release_held(struct conn *c, int index) {
        free(c->held[index].request.data);
        free(c->held[index].response.data);
        c->held[index] = c->held[--c->held_count];
        memset(&c->held[c->held_count], 0, sizeof(c->held[0]));
}

static void close_conn(int index) {
        struct conn *c = conns[index];
        close(c->client);
        close(c->upstream);
        free(c->from_client.data);
        free(c->from_upstream.data);
        while (c->held_count > 0) release_held(c, 0);
        free(c);
        conns[index] = NULL;
}

/* A Fetch that waits: sent upstream without waiting, and held here (see "Long polling"). */
static int hold_fetch(struct conn *c, unsigned char *request, size_t size, int version) {
        long body = request_body(request, size);
        if (version < 4 || version > 11 || c->held_count >= MAX_HELD || body < 0 || body + 8 > (long)size) return 0;
        int32_t max_wait = get32(request + body + 4); /* after replica_id */
        if (max_wait <= 0) return 0;
        put32(request + body + 4, 0);
        struct held_fetch *h = &c->held[c->held_count++];
        h->correlation_id = get32(request + 8);
        h->request.len = 0;
        buffer_append(&h->request, request, size);
        h->response.len = 0;
        h->deadline_ms = now_ms() + max_wait;
        h->asking = 1;
        return 1;
}

/* Forwards complete requests, remembering which API each correlation id belongs to. */
static int forward_requests(struct conn *c) {
        while (c->from_client.len >= 4) {
                size_t size = (size_t)get32(c->from_client.data) + 4;
                if (c->from_client.len < size) break;
                if (size >= 12 && c->pending_count < MAX_PENDING) {
                        struct pending *p = &c->pending[c->pending_count++];
                        p->api_key = get16(c->from_client.data + 4);
                        p->api_version = get16(c->from_client.data + 6);
                        p->correlation_id = get32(c->from_client.data + 8);
                        if (p->api_key == API_FETCH) hold_fetch(c, c->from_client.data, size, p->api_version);
                }
                if (write_all(c->upstream, c->from_client.data, size) < 0) return -1;
                buffer_consume(&c->from_client, size);
        }
        return 0;
}

/* A held Fetch's answer: kept (true) when it is empty and the client's wait is not up; else released. */
static int keep_empty_answer(struct conn *c, int32_t correlation_id, const unsigned char *body, long end, int version) {
        for (int i = 0; i < c->held_count; i++) {
                struct held_fetch *h = &c->held[i];
                if (h->correlation_id != correlation_id) continue;
                if (fetch_has_news(body, end, version) || now_ms() >= h->deadline_ms) {
                        release_held(c, i);
                        return 0;
                }
                h->response.len = 0;
                buffer_append(&h->response, body - 8, (size_t)end + 8);
                h->asking = 0;
                return 1;
        }
        return 0;
}

/*
 * After a produce, held fetches ask the mock again; a fetch whose wait is up gets its last empty answer. Returns
 * the milliseconds until the next wait is up (-1: none held).
 */
static int service_held_fetches(void) {
        long long now = now_ms(), next = -1;
        int ask = produced;
        produced = 0;
        for (int i = 0; i < MAX_CONNS; i++) {
                struct conn *c = conns[i];
                for (int k = 0; c && k < c->held_count; k++) {
                        struct held_fetch *h = &c->held[k];
                        if (h->asking) continue;
                        if (now >= h->deadline_ms) {
                                for (int j = 0; j < c->pending_count; j++)
                                        if (c->pending[j].correlation_id == h->correlation_id) {
                                                c->pending[j] = c->pending[--c->pending_count];
                                                break;
                                        }
                                int failed = write_all(c->client, h->response.data, h->response.len) < 0;
                                release_held(c, k--);
                                if (failed) {
                                        close_conn(i);
                                        break;
                                }
                                continue;
                        }
                        if (ask) {
                                if (write_all(c->upstream, h->request.data, h->request.len) < 0) {
                                        close_conn(i);
                                        break;
                                }
                                h->asking = 1;
                                continue;
                        }
                        if (next < 0 || h->deadline_ms - now < next) next = h->deadline_ms - now;
                }
        }
        return (int)next;
}

static int forward_responses(struct conn *c) {
        while (c->from_upstream.len >= 4) {
                size_t size = (size_t)get32(c->from_upstream.data) + 4;
                if (c->from_upstream.len < size) break;
                if (size >= 8) {
                        int32_t correlation_id = get32(c->from_upstream.data + 4);
                        for (int i = 0; i < c->pending_count; i++) {
                                if (c->pending[i].correlation_id != correlation_id) continue;
                                struct pending p = c->pending[i];
                                c->pending[i] = c->pending[--c->pending_count];
                                unsigned char *body = c->from_upstream.data + 8;
                                long end = (long)size - 8;
                                if (p.api_key == API_METADATA) rewrite_metadata(body, end, p.api_version);
                                if (p.api_key == API_FIND_COORDINATOR) rewrite_find_coordinator(body, end, p.api_version);
                                if (p.api_key == API_PRODUCE) produced = 1;
                                if (p.api_key == API_FETCH && keep_empty_answer(c, correlation_id, body, end, p.api_version)) {
                                        /* asked again later: the client waits for the same correlation id */
                                        if (c->pending_count < MAX_PENDING) c->pending[c->pending_count++] = p;
                                        buffer_consume(&c->from_upstream, size);
                                        goto next;
                                }
                                break;
                        }
                }
                if (write_all(c->client, c->from_upstream.data, size) < 0) return -1;
                buffer_consume(&c->from_upstream, size);
        next:;
        }
        return 0;
}

static int connect_upstream(void) {
        struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = htons((uint16_t)broker_port)};
        addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        int fd = socket(AF_INET, SOCK_STREAM, 0);
        if (fd < 0) return -1;
        if (connect(fd, (struct sockaddr *)&addr, sizeof(addr)) < 0) {
                close(fd);
                return -1;
        }
        return fd;
}

static void accept_client(int listener) {
        int client = accept(listener, NULL, NULL);
        if (client < 0) return;
        int upstream = broker_down ? -1 : connect_upstream();
        int slot = -1;
        for (int i = 0; i < MAX_CONNS && slot < 0; i++)
                if (!conns[i]) slot = i;
        if (upstream < 0 || slot < 0) {
                if (upstream >= 0) close(upstream);
                close(client); /* a refused connection, as from a broker that is away */
                return;
        }
        int one = 1;
        setsockopt(client, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
        setsockopt(upstream, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
        struct conn *c = calloc(1, sizeof(*c));
        if (!c) abort();
        c->client = client;
        c->upstream = upstream;
        conns[slot] = c;
}

static int open_listener(int port) {
        struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
        socklen_t len = sizeof(addr);
        int one = 1;
        addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        int fd = socket(AF_INET, SOCK_STREAM, 0);
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
        if (fd < 0 || bind(fd, (struct sockaddr *)&addr, sizeof(addr)) < 0 || listen(fd, 64) < 0) return -1;
        getsockname(fd, (struct sockaddr *)&addr, &len);
        proxy_port = ntohs(addr.sin_port);
        return fd;
}

static rd_kafka_resp_err_t create_topic(rd_kafka_mock_cluster_t *cluster, const char *spec) {
        char name[512];
        int partitions = 1;
        const char *colon = strchr(spec, ':');
        size_t len = colon ? (size_t)(colon - spec) : strlen(spec);
        if (len == 0 || len >= sizeof(name)) return RD_KAFKA_RESP_ERR__INVALID_ARG;
        memcpy(name, spec, len);
        name[len] = '\0';
        if (colon) partitions = atoi(colon + 1);
        if (partitions < 1) return RD_KAFKA_RESP_ERR__INVALID_ARG;
        return rd_kafka_mock_topic_create(cluster, name, partitions, 1);
}

static void reply(rd_kafka_resp_err_t err) {
        if (err) printf("error %s\n", rd_kafka_err2str(err));
        else printf("ok\n");
        fflush(stdout);
}

static void run_command(rd_kafka_mock_cluster_t *cluster, char *line) {
        char name[512];
        int number;
        line[strcspn(line, "\r\n")] = '\0';
        if (strcmp(line, "down") == 0) {
                broker_down = 1;
                for (int i = 0; i < MAX_CONNS; i++)
                        if (conns[i]) close_conn(i);
                reply(rd_kafka_mock_broker_set_down(cluster, -1));
        } else if (strcmp(line, "up") == 0) {
                broker_down = 0;
                reply(rd_kafka_mock_broker_set_up(cluster, -1));
        } else if (sscanf(line, "rtt %d", &number) == 1) {
                reply(rd_kafka_mock_broker_set_rtt(cluster, -1, number));
        } else if (sscanf(line, "topic %511s %d", name, &number) == 2) {
                reply(rd_kafka_mock_topic_create(cluster, name, number, 1));
        } else if (sscanf(line, "topic %511s", name) == 1) {
                reply(create_topic(cluster, name));
        } else if (line[0] != '\0') {
                printf("error unknown command: %s\n", line);
                fflush(stdout);
        }
}

int main(int argc, char **argv) {
        char errstr[512];
        char line[1024];
        int requested_port = 0;
        rd_kafka_conf_t *conf = rd_kafka_conf_new();

        signal(SIGTERM, on_signal);
        signal(SIGINT, on_signal);
        signal(SIGPIPE, SIG_IGN);
        setvbuf(stdin, NULL, _IONBF, 0); /* stdin is polled: no hidden stdio buffering */

        if (rd_kafka_conf_set(conf, "test.mock.num.brokers", "1", errstr, sizeof(errstr)) != RD_KAFKA_CONF_OK ||
            rd_kafka_conf_set(conf, "log_level", "3", errstr, sizeof(errstr)) != RD_KAFKA_CONF_OK) {
                fprintf(stderr, "kafka-mock: %s\n", errstr);
                return 1;
        }
        rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof(errstr));
        if (!rk) {
                fprintf(stderr, "kafka-mock: %s\n", errstr);
                return 1;
        }
        rd_kafka_mock_cluster_t *cluster = rd_kafka_handle_mock_cluster(rk);
        if (!cluster || rd_kafka_mock_cluster_handle(cluster) != rk) {
                fprintf(stderr, "kafka-mock: no mock cluster in this librdkafka\n");
                return 1;
        }
        for (int i = 1; i < argc; i++) {
                if (sscanf(argv[i], "--port=%d", &requested_port) == 1) continue;
                rd_kafka_resp_err_t err = create_topic(cluster, argv[i]);
                if (err) {
                        fprintf(stderr, "kafka-mock: topic %s: %s\n", argv[i], rd_kafka_err2str(err));
                        return 1;
                }
        }
        const char *bootstraps = rd_kafka_mock_cluster_bootstraps(cluster);
        const char *colon = strrchr(bootstraps, ':');
        broker_port = colon ? atoi(colon + 1) : 0;
        int listener = open_listener(requested_port);
        if (broker_port <= 0 || listener < 0) {
                fprintf(stderr, "kafka-mock: cannot listen (broker %s, port %d): %s\n", bootstraps, requested_port, strerror(errno));
                return 1;
        }
        printf("127.0.0.1:%d\n", proxy_port);
        fflush(stdout);

        for (;;) {
                struct pollfd fds[2 + 2 * MAX_CONNS];
                int owner[2 + 2 * MAX_CONNS];
                int n = 0;
                fds[n] = (struct pollfd){.fd = STDIN_FILENO, .events = POLLIN}, owner[n++] = -1;
                fds[n] = (struct pollfd){.fd = listener, .events = POLLIN}, owner[n++] = -1;
                for (int i = 0; i < MAX_CONNS; i++) {
                        if (!conns[i]) continue;
                        fds[n] = (struct pollfd){.fd = conns[i]->client, .events = POLLIN}, owner[n++] = i;
                        fds[n] = (struct pollfd){.fd = conns[i]->upstream, .events = POLLIN}, owner[n++] = i;
                }
                if (poll(fds, (nfds_t)n, service_held_fetches()) < 0) {
                        if (errno == EINTR) continue;
                        break;
                }
                if (fds[0].revents) {
                        /* Commands are short lines written whole; read one line a byte at a time. */
                        size_t len = 0;
                        char ch;
                        ssize_t got;
                        while ((got = read(STDIN_FILENO, &ch, 1)) == 1 && ch != '\n' && len < sizeof(line) - 1) line[len++] = ch;
                        if (got <= 0 && len == 0) break; /* stdin closed: the owner is gone */
                        line[len] = '\0';
                        run_command(cluster, line);
                }
                if (fds[1].revents & POLLIN) accept_client(listener);
                for (int k = 2; k < n; k++) {
                        int i = owner[k];
                        if (!fds[k].revents || !conns[i]) continue;
                        struct conn *c = conns[i];
                        unsigned char chunk[65536];
                        int from_client = fds[k].fd == c->client;
                        ssize_t got = read(fds[k].fd, chunk, sizeof(chunk));
                        if (got <= 0) {
                                close_conn(i); /* either side closed: close both, as a broker connection would */
                                continue;
                        }
                        buffer_append(from_client ? &c->from_client : &c->from_upstream, chunk, (size_t)got);
                        if ((from_client ? forward_requests(c) : forward_responses(c)) < 0) close_conn(i);
                }
                if (produced) service_held_fetches();
        }
        rd_kafka_destroy(rk);
        return 0;
}
