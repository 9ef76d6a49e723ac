#include "camsim_scene.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { DOT_SEED = 0x5eed };
static const double kDotM = 0.025;  /* random-dot cell on the wall */
static const double kTileM = 0.5;   /* colour tile on the wall */
static const double kTwoPi = 6.283185307179586;

camsim_yuv camsim_rgb_to_yuv(int red, int green, int blue)
{
    const double y = 16.0 + (65.481 * red + 128.553 * green + 24.966 * blue) / 255.0;
    const double u = 128.0 + (-37.797 * red - 74.203 * green + 112.0 * blue) / 255.0;
    const double v = 128.0 + (112.0 * red - 93.786 * green - 18.214 * blue) / 255.0;
    camsim_yuv out = {(uint8_t)lround(y), (uint8_t)lround(u), (uint8_t)lround(v)};
    return out;
}

static uint32_t hash2(int32_t a, int32_t b, uint32_t seed)
{
    uint32_t h = seed ^ ((uint32_t)a * 0x9E3779B1u) ^ ((uint32_t)b * 0x85EBCA77u);
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    h *= 0x297A2D39u;
    h ^= h >> 15;
    return h;
}

/* The wall's texture at wall point (x, y) in metres. */
static uint8_t wall_luma(double x, double y)
{
    const uint32_t h = hash2((int32_t)floor(x / kDotM), (int32_t)floor(y / kDotM), DOT_SEED);
    return (uint8_t)(40 + h % 176); /* 40..215 */
}

static void wall_chroma(double x, double y, uint8_t *u, uint8_t *v)
{
    const uint32_t h = hash2((int32_t)floor(x / kTileM), (int32_t)floor(y / kTileM), DOT_SEED + 1);
    *u = (uint8_t)(128 - 12 + (int)(h % 25));        /* weak colours: 116..140 */
    *v = (uint8_t)(128 - 12 + (int)((h >> 8) % 25)); /* never as strong as the ball */
}

/* Camera k's pixel centre (u, v) looks at wall point (x, y). */
static void wall_point(const camsim_scene *scene, unsigned camera, double u, double v, double *x, double *y)
{
    *x = (u - scene->cx) * CAMSIM_WALL_Z_M / scene->focal_px + camera * CAMSIM_BASELINE_M;
    *y = (v - scene->cy) * CAMSIM_WALL_Z_M / scene->focal_px;
}

int camsim_scene_init(camsim_scene *scene, unsigned width, unsigned height, unsigned camera_count)
{
    memset(scene, 0, sizeof *scene);
    scene->width = width;
    scene->height = height;
    scene->camera_count = camera_count;
    scene->focal_px = CAMSIM_FOCAL_PX_AT_1080P * height / 1080.0;
    scene->cx = width / 2.0;
    scene->cy = height / 2.0;
    scene->ball_colour = camsim_rgb_to_yuv(CAMSIM_BALL_RGB);
    const size_t luma_bytes = (size_t)width * height;
    const size_t chroma_bytes = luma_bytes / 4;
    for (unsigned k = 0; k < camera_count; ++k) {
        uint8_t *planes = malloc(luma_bytes + 2 * chroma_bytes);
        if (!planes) {
            camsim_scene_free(scene);
            return -1;
        }
        scene->background[k] = planes;
        double x = 0, y = 0;
        for (unsigned row = 0; row < height; ++row) {
            for (unsigned column = 0; column < width; ++column) {
                wall_point(scene, k, column + 0.5, row + 0.5, &x, &y);
                planes[(size_t)row * width + column] = wall_luma(x, y);
            }
        }
        uint8_t *u_plane = planes + luma_bytes;
        uint8_t *v_plane = u_plane + chroma_bytes;
        for (unsigned row = 0; row < height / 2; ++row) {
            for (unsigned column = 0; column < width / 2; ++column) {
                wall_point(scene, k, 2.0 * column + 1.0, 2.0 * row + 1.0, &x, &y);
                const size_t at = (size_t)row * (width / 2) + column;
                wall_chroma(x, y, &u_plane[at], &v_plane[at]);
            }
        }
    }
    return 0;
}

void camsim_scene_free(camsim_scene *scene)
{
    for (unsigned k = 0; k < CAMSIM_MAX_CAMERAS; ++k) {
        free(scene->background[k]);
        scene->background[k] = NULL;
    }
}

camsim_point camsim_scene_ball_at(double t_s)
{
    camsim_point p;
    p.x = 0.35 * sin(kTwoPi * t_s / 6.0);
    p.y = 0.15 * sin(kTwoPi * t_s / 4.0);
    p.z = 1.5 + 0.6 * sin(kTwoPi * t_s / 9.0);
    return p;
}

void camsim_scene_project(const camsim_scene *scene, unsigned camera, camsim_point point, double *u, double *v)
{
    *u = scene->cx + scene->focal_px * (point.x - camera * CAMSIM_BASELINE_M) / point.z;
    *v = scene->cy + scene->focal_px * point.y / point.z;
}

/* Does the ray through pixel position (u, v) of a camera hit the sphere at c (camera frame)? */
static int ray_hits(const camsim_scene *scene, camsim_point c, double u, double v)
{
    const double dx = (u - scene->cx) / scene->focal_px;
    const double dy = (v - scene->cy) / scene->focal_px;
    const double dd = dx * dx + dy * dy + 1.0;
    const double cd = c.x * dx + c.y * dy + c.z;
    const double cc = c.x * c.x + c.y * c.y + c.z * c.z;
    return cd > 0 && cc - cd * cd / dd <= CAMSIM_BALL_RADIUS_M * CAMSIM_BALL_RADIUS_M;
}

static int clamp_index(double value, int limit)
{
    if (value < 0)
        return 0;
    if (value > limit)
        return limit;
    return (int)value;
}

static void render_ball(const camsim_scene *scene, unsigned camera, camsim_point ball, camsim_frame *frame)
{
    const double r = CAMSIM_BALL_RADIUS_M;
    const camsim_point c = {ball.x - camera * CAMSIM_BASELINE_M, ball.y, ball.z};
    if (c.z - r <= 0.01)
        return;
    /* The sphere lies inside its bounding cube, so inside the box of the cube's projected corners. */
    double u_min = 1e9, u_max = -1e9, v_min = 1e9, v_max = -1e9;
    for (int corner = 0; corner < 8; ++corner) {
        const double x = c.x + ((corner & 1) ? r : -r);
        const double y = c.y + ((corner & 2) ? r : -r);
        const double z = c.z + ((corner & 4) ? r : -r);
        const double u = scene->cx + scene->focal_px * x / z;
        const double v = scene->cy + scene->focal_px * y / z;
        u_min = fmin(u_min, u);
        u_max = fmax(u_max, u);
        v_min = fmin(v_min, v);
        v_max = fmax(v_max, v);
    }
    const int x0 = clamp_index(floor(u_min), (int)frame->width);
    const int x1 = clamp_index(ceil(u_max) + 1, (int)frame->width);
    const int y0 = clamp_index(floor(v_min), (int)frame->height);
    const int y1 = clamp_index(ceil(v_max) + 1, (int)frame->height);
    for (int y = y0; y < y1; ++y) {
        uint8_t *luma = frame->y + (size_t)y * frame->y_stride;
        for (int x = x0; x < x1; ++x) {
            if (ray_hits(scene, c, x + 0.5, y + 0.5))
                luma[x] = scene->ball_colour.y;
        }
    }
    /* Chroma at half resolution: a sample takes the ball's colour when the centre of its 2x2 pixels does. */
    for (int y = y0 / 2; y < (y1 + 1) / 2; ++y) {
        for (int x = x0 / 2; x < (x1 + 1) / 2; ++x) {
            if (ray_hits(scene, c, 2.0 * x + 1.0, 2.0 * y + 1.0)) {
                frame->u[(size_t)y * frame->uv_stride + x] = scene->ball_colour.u;
                frame->v[(size_t)y * frame->uv_stride + x] = scene->ball_colour.v;
            }
        }
    }
}

void camsim_scene_render(const camsim_scene *scene, unsigned camera, camsim_point ball, camsim_frame *frame)
{
    const unsigned width = scene->width, height = scene->height;
    const uint8_t *luma = scene->background[camera];
    const uint8_t *u_plane = luma + (size_t)width * height;
    const uint8_t *v_plane = u_plane + (size_t)width * height / 4;
    for (unsigned row = 0; row < height; ++row)
        memcpy(frame->y + (size_t)row * frame->y_stride, luma + (size_t)row * width, width);
    for (unsigned row = 0; row < height / 2; ++row) {
        memcpy(frame->u + (size_t)row * frame->uv_stride, u_plane + (size_t)row * (width / 2), width / 2);
        memcpy(frame->v + (size_t)row * frame->uv_stride, v_plane + (size_t)row * (width / 2), width / 2);
    }
    render_ball(scene, camera, ball, frame);
}
